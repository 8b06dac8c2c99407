import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ENGINES } from '../support/test-database'
import { openGamesHarness, type GamesHarness } from '../play/support/games-harness'
import { composeServer } from '../../../server/composition/compose-server'
import { testConfig } from '../support/test-app'
import { bearer, newPlayer, type TestPlayer } from '../play/support/players'
import { launchForWallet, signedWalletCall } from '../play/support/signed-wallet'

/**
 * Loss limits on the seamless wallet's bets: the net loss of real money (bets minus wins of the
 * withdrawable balance) may reach the limit exactly, never pass it, even with bets in parallel.
 */
describe.each(ENGINES)('loss limits on %s', (engine) => {
  let h: GamesHarness
  let call: ReturnType<typeof signedWalletCall>
  beforeAll(async () => {
    h = await openGamesHarness(engine)
    call = signedWalletCall(h)
  })
  // The ledger dates movements by the database's clock: the app's clock stands at the same time.
  beforeEach(() => h.clock.advance(Date.now() - h.clock.now().getTime()))
  afterAll(() => h.close())

  const withRealMoney = async (cents: number): Promise<TestPlayer> => {
    const p = await newPlayer(h)
    await composeServer({ config: testConfig(), db: h.db }, h.ports).paymentLedger.creditDeposit({
      userId: p.userId,
      amountCents: cents,
      idempotencyKey: `test-deposit:${p.userId}`,
    })()
    return p
  }
  const setLossLimit = (p: TestPlayer, period: string, amount: string) =>
    h.casino.inject({ method: 'POST', url: '/api/safer-play/limits', headers: bearer(p), payload: { kind: 'loss', period, amount } })
  const bet = (sessionToken: string, amountCents: number, roundId = randomUUID()) =>
    call('bet', { sessionToken, roundId, amountCents }).then((r) => ({
      roundId,
      status: r.statusCode,
      body: r.json<{ error?: string; message?: string }>(),
    }))

  it('takes bets up to the limit exactly, refuses one cent over with the limit and its reset, and counts wins back', async () => {
    const p = await withRealMoney(5000)
    expect((await setLossLimit(p, 'day', '5')).statusCode).toBe(200)
    const session = await launchForWallet(h, p)
    const first = await bet(session, 300)
    expect(first.status).toBe(200)
    expect((await bet(session, 200)).status).toBe(200)
    const over = await bet(session, 1)
    expect(over.status).toBe(409)
    expect(over.body.error).toBe('LIMIT_REACHED')
    expect(over.body.message).toMatch(/^This would pass your daily loss limit of \$5\.00\. It resets .+ 00:00 UTC\.$/)
    expect((await call('win', { sessionToken: session, roundId: first.roundId, amountCents: 150 })).statusCode).toBe(200)
    expect((await bet(session, 150)).status).toBe(200)
    expect((await bet(session, 1)).status).toBe(409)
    const state = await h.casino.inject({ method: 'GET', url: '/api/safer-play', headers: bearer(p) })
    expect(state.json<{ limits: { kind: string; period: string; used_cents: number }[] }>().limits).toContainEqual(
      expect.objectContaining({ kind: 'loss', period: 'day', used_cents: 500 }),
    )
  })

  it('does not count bonus money: a player with only the join bonus bets past a real-money limit', async () => {
    const p = await newPlayer(h)
    await setLossLimit(p, 'week', '1')
    const session = await launchForWallet(h, p)
    expect((await bet(session, 500)).status).toBe(200)
  })

  it('lets exactly the limit through when bets race (3 players, 16 bets of 10 cents at once, limit $1.00)', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await withRealMoney(1000)
      await setLossLimit(p, 'month', '1')
      const session = await launchForWallet(h, p)
      const answers = await Promise.all(Array.from({ length: 16 }, () => bet(session, 10)))
      expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
      expect(answers.filter((a) => a.body.error === 'LIMIT_REACHED')).toHaveLength(6)
    }
  })
})
