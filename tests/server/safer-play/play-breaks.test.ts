import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../support/test-database'
import { XHR } from '../support/test-app'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { launchForWallet, signedWalletCall } from '../play/support/signed-wallet'
import { SIGN_UP_PASSWORD, signedUpOnTwoDevices, type TestPlayer } from '../play/support/players'
import { composeServer } from '../../../server/composition/compose-server'
import { testConfig } from '../support/test-app'
import { PromotionsStopped } from '../../../server/ledger/bonus-grant'
import { promotionsAllowed } from '../../../server/safer-play/play-breaks'

const PASSWORD = SIGN_UP_PASSWORD
const DAY_MS = 86_400_000

/**
 * Cool-off and self-exclusion: confirmed with the password, in force at once (every sign-in and
 * game session of the player ends, no stream ticket opens), sign-in refused with until when and
 * where to find help, no promotion granted, never shortened, and over when it ends.
 */
describe.each(ENGINES)('cool-off and self-exclusion on %s', (engine) => {
  let h: GamesHarness
  let call: ReturnType<typeof signedWalletCall>
  beforeAll(async () => {
    h = await openGamesHarness(engine)
    call = signedWalletCall(h)
  })
  afterAll(() => h.close())

  const signUp = () => signedUpOnTwoDevices(h)
  const login = (email: string) =>
    h.casino.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email, password: PASSWORD } })
  const post = (url: string, player: TestPlayer, payload: object = {}) =>
    h.casino.inject({ method: 'POST', url, headers: { ...XHR, authorization: `Bearer ${player.token}` }, payload })
  const takeBreak = (p: TestPlayer, choice: string, password = PASSWORD) => post('/api/safer-play/break', p, { choice, password })

  it('refuses a wrong password and changes nothing', async () => {
    const { first } = await signUp()
    const res = await takeBreak(first, '24h', 'not-it')
    expect(res.statusCode).toBe(401)
    expect((await post('/api/balances/stream-ticket', first)).statusCode).toBe(200)
  })

  it('ends every sign-in, game session and stream ticket at once, and refuses sign-in until it ends', async () => {
    const { first, second, email } = await signUp()
    const game = await launchForWallet(h, second)
    const ticket = (await post('/api/balances/stream-ticket', second)).json<{ ticket: string }>().ticket
    const taken = await takeBreak(first, '7d')
    expect(taken.statusCode).toBe(200)
    expect(taken.json<{ message: string }>().message).toMatch(
      /^You are taking a break from play until .+ UTC, so you cannot sign in\..*BeGambleAware/,
    )

    for (const p of [first, second]) expect((await post('/api/balances/stream-ticket', p)).statusCode).toBe(401)
    const stream = await h.casino.inject({ method: 'GET', url: `/api/balances/stream?ticket=${ticket}` })
    expect(stream.statusCode).toBe(401)
    const bet = await call('bet', { sessionToken: game, roundId: randomUUID(), amountCents: 100 })
    expect(bet.json()).toMatchObject({ error: 'SESSION_EXPIRED' })

    const refused = await login(email)
    expect(refused.statusCode).toBe(403)
    expect(refused.json<{ message: string }>().message).toMatch(
      /until .+ UTC, so you cannot sign in\. Withdrawals you asked for are still paid/,
    )

    h.clock.advance(7 * DAY_MS - 1000)
    expect((await login(email)).statusCode).toBe(403)
    h.clock.advance(1000)
    expect((await login(email)).statusCode).toBe(200)
    h.clock.advance(-7 * DAY_MS)
  })

  it('never shortens a break in force: a 24-hour cool-off during a 6-month exclusion leaves the exclusion', async () => {
    const { first, second, email } = await signUp()
    expect((await takeBreak(first, '6m')).statusCode).toBe(200)
    // The second sign-in was revoked too: nothing can shorten it from there either.
    expect((await takeBreak(second, '24h')).statusCode).toBe(401)
    const row = await h.db.selectFrom('play_breaks').selectAll().where('user_id', '=', first.userId).executeTakeFirstOrThrow()
    expect(row.kind).toBe('self_exclusion')
    expect(row.ends_at!.getTime() - h.clock.now().getTime()).toBeGreaterThan(180 * DAY_MS)
    h.clock.advance(DAY_MS + 1)
    expect((await login(email)).json<{ message: string }>().message).toMatch(/^You have excluded yourself from play until /)
    h.clock.advance(-(DAY_MS + 1))
  })

  it('stops promotions: promotionsAllowed says no and a grant is refused, nothing moved', async () => {
    const { first } = await signUp()
    expect(await promotionsAllowed(h.db, first.userId, h.clock.now())).toBe(true)
    await takeBreak(first, 'permanent')
    expect(await promotionsAllowed(h.db, first.userId, h.clock.now())).toBe(false)
    const ledger = composeServer({ config: testConfig(), db: h.db }, h.ports).ledger
    const grant = h.db.transaction().execute((trx) =>
      ledger.within(trx).grantBonus({
        userId: first.userId,
        promotion: 'test',
        grantKey: `t:${first.userId}`,
        terms: { amountCents: 500, wageringMultiple: 1, expiryDays: 7 },
      }),
    )
    await expect(grant).rejects.toBeInstanceOf(PromotionsStopped)
    const grants = await h.db
      .selectFrom('bonus_grants')
      .select('id')
      .where('user_id', '=', first.userId)
      .where('promotion', '=', 'test')
      .execute()
    expect(grants).toHaveLength(0)
  })

  it("gives the operator's player screen the break in force", async () => {
    const { first } = await signUp()
    await takeBreak(first, '1y')
    const graph = composeServer({ config: testConfig(), db: h.db }, h.ports)
    expect(await graph.operator.playBreak(first.userId)).toMatchObject({ kind: 'self_exclusion' })
  })
})
