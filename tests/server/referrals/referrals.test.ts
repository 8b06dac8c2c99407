import type { FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Clock } from '../../../src/core/shared/clock.port'
import { composeServer } from '../../../server/composition/compose-server'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { audit } from '../ledger/support/players'
import { buildTestApp, testConfig, XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const settableClock = () => {
  let at = Date.parse('2030-01-07T10:00:00Z')
  const clock: Clock = { now: () => new Date(at) }
  return { clock, set: (iso: string) => (at = Date.parse(iso)) }
}

interface SignedUp {
  readonly userId: number
  readonly username: string
  readonly headers: Record<string, string>
  readonly deviceCookie: string
}

describe.each(ENGINES)('referrals on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  const time = settableClock()
  let graph: ReturnType<typeof composeServer>
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await buildTestApp(t.db, { ports: { Clock: time.clock } })
    graph = composeServer({ config: testConfig(), db: t.db }, { Clock: time.clock })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  /** A sign-up through the API from `address`, with a referral link's `ref` and a browser's cookie if given. */
  const signUp = async (options: { ref?: string; address: string; cookie?: string }): Promise<SignedUp> => {
    const username = `r${randomBytes(5).toString('hex')}`
    const res = await app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: options.address,
      headers: { ...XHR, ...(options.cookie ? { cookie: options.cookie } : {}) },
      payload: {
        name: 'Ref Erral',
        username,
        email: `${username}@example.test`,
        password: 'secret12',
        password_confirmation: 'secret12',
        promo_code: '',
        ...(options.ref === undefined ? {} : { ref: options.ref }),
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json<{ token: string; user: { id: number } }>()
    const setCookie = String(res.headers['set-cookie'] ?? '')
    return {
      userId: Number(body.user.id),
      username,
      headers: { ...XHR, authorization: `Bearer ${body.token}` },
      deviceCookie: setCookie.split(';')[0] ?? '',
    }
  }
  const affiliates = async (p: SignedUp) => {
    const res = await app.inject({ method: 'GET', url: '/api/affiliates', headers: p.headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{
      commission_sentence: string
      players: { name: string; joined_at: string; wagered_cents: number; commission_cents: number }[]
    }>()
  }
  const referrerOf = async (userId: number) =>
    (await t.db.selectFrom('referrals').select('referrer_id').where('referred_id', '=', userId).executeTakeFirst())?.referrer_id ?? null

  it('attributes a sign-up through a link to its referrer, who alone sees the player, masked', async () => {
    time.set('2030-01-07T10:00:00Z')
    const referrer = await signUp({ address: '198.51.100.1' })
    const friend = await signUp({ ref: String(referrer.userId), address: '198.51.100.2' })
    expect(await referrerOf(friend.userId)).toBe(referrer.userId)
    const listed = await affiliates(referrer)
    expect(listed.commission_sentence).toMatch(/^Each Monday \(00:00 UTC\) you earn 10% of the net real-money losses/)
    expect(listed.players).toEqual([
      {
        name: `${friend.username[0]}***${friend.username.at(-1)}`,
        joined_at: '2030-01-07T10:00:00.000Z',
        wagered_cents: 0,
        commission_cents: 0,
      },
    ])
    expect((await affiliates(friend)).players).toEqual([])
    expect((await app.inject({ method: 'GET', url: '/api/affiliates', headers: XHR })).statusCode).toBe(401)
  })

  it('refuses quietly a sign-up from the referrer’s own address or browser, an unknown ref and a malformed one', async () => {
    const referrer = await signUp({ address: '198.51.100.10' })
    const sameAddress = await signUp({ ref: String(referrer.userId), address: '198.51.100.10' })
    const sameBrowser = await signUp({ ref: String(referrer.userId), address: '198.51.100.11', cookie: referrer.deviceCookie })
    const unknown = await signUp({ ref: '999999999', address: '198.51.100.12' })
    const malformed = await signUp({ ref: `${referrer.userId} or 1=1`, address: '198.51.100.13' })
    for (const p of [sameAddress, sameBrowser, unknown, malformed]) expect(await referrerOf(p.userId)).toBeNull()
    expect((await affiliates(referrer)).players).toEqual([])
    expect(referrer.deviceCookie).toMatch(/^coinfall_device=/)
  })

  it('pays 10% of the week’s net real-money loss on Monday 00:00 UTC (after its settling minutes), once, however many passes run', async () => {
    time.set('2030-01-08T09:00:00Z')
    const referrer = await signUp({ address: '198.51.100.20' })
    const friend = await signUp({ ref: String(referrer.userId), address: '198.51.100.21' })
    const ledger = kyselyLedger(t.db)
    await ledger.creditDeposit({ userId: friend.userId, amountCents: 10_000, idempotencyKey: `ref-dep:${friend.userId}` })()
    const round = async (key: string, betCents: number, winCents: number, at: string) => {
      await ledger.placeBet({ userId: friend.userId, amountCents: betCents, idempotencyKey: `${key}:bet`, gameId: 'g', roundId: key })()
      if (winCents > 0)
        await ledger.creditWin({ userId: friend.userId, amountCents: winCents, idempotencyKey: `${key}:win`, gameId: 'g', roundId: key })()
      // The ledger dates a movement by the database's clock: the rounds are put where the week's edges are.
      await t.db
        .updateTable('ledger_transactions')
        .set({ created_at: new Date(at) })
        .where('idempotency_key', 'in', [`${key}:bet`, `${key}:win`])
        .execute()
    }
    const k = `w-${friend.userId}`
    await round(`${k}-a`, 3_000, 1_000, '2030-01-07T00:00:00Z') // the week's first second: counts
    await round(`${k}-b`, 2_001, 0, '2030-01-13T23:59:59Z') // its last second: counts
    await round(`${k}-c`, 5_000, 0, '2030-01-14T00:00:00Z') // the next week's first: not this week's
    const commissionGrants = () =>
      t.db.selectFrom('bonus_grants').selectAll().where('user_id', '=', referrer.userId).where('promotion', '=', 'referral').execute()

    time.set('2030-01-14T00:04:59Z')
    await graph.referrals.payCommissions()
    expect(await commissionGrants()).toEqual([])

    time.set('2030-01-14T00:05:00Z')
    const passes = await Promise.all([graph.referrals.payCommissions(), graph.referrals.payCommissions()])
    await graph.referrals.payCommissions()
    expect(passes.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1)
    // Net loss $40.01 (3,000 + 2,001 staked, 1,000 won back): 10% rounded down is $4.00, with a 1x requirement.
    const grants = await commissionGrants()
    expect(grants.map((g) => [g.grant_key, g.amount_cents, g.requirement_cents, g.state])).toEqual([
      [`referral:${referrer.userId}:2030-01-07`, 400, 400, 'active'],
    ])
    const kinds = await t.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'amount_cents'])
      .where('user_id', '=', referrer.userId)
      .execute()
    expect(kinds).toEqual([{ kind: 'referral_commission', amount_cents: 400 }])
    expect((await affiliates(referrer)).players).toMatchObject([{ wagered_cents: 10_001, commission_cents: 400 }])
    const books = await audit(t.db, referrer.userId)
    expect(books.storedCents).toEqual(books.entrySumCents)
    expect(books.unbalanced).toEqual([])

    // The next week: the $50.00 staked on its first second, paid a week later, once.
    time.set('2030-01-21T00:05:00Z')
    await Promise.all([graph.referrals.payCommissions(), graph.referrals.payCommissions()])
    expect((await commissionGrants()).map((g) => g.amount_cents).sort()).toEqual([400, 500])
    // A week on, the referrer's token has expired: their list as the route reads it.
    expect((await graph.referrals.affiliatesOf(referrer.userId)).players).toMatchObject([{ commission_cents: 900 }])
  })

  it('pays nothing for a week the referred player ended ahead, and settles it once', async () => {
    time.set('2030-02-04T09:00:00Z')
    const referrer = await signUp({ address: '198.51.100.30' })
    const friend = await signUp({ ref: String(referrer.userId), address: '198.51.100.31' })
    const ledger = kyselyLedger(t.db)
    await ledger.creditDeposit({ userId: friend.userId, amountCents: 1_000, idempotencyKey: `ahead-dep:${friend.userId}` })()
    const key = `ahead-${friend.userId}`
    await ledger.placeBet({ userId: friend.userId, amountCents: 1_000, idempotencyKey: `${key}:bet`, gameId: 'g', roundId: key })()
    await ledger.creditWin({ userId: friend.userId, amountCents: 5_000, idempotencyKey: `${key}:win`, gameId: 'g', roundId: key })()
    await t.db
      .updateTable('ledger_transactions')
      .set({ created_at: new Date('2030-02-05T12:00:00Z') })
      .where('idempotency_key', 'in', [`${key}:bet`, `${key}:win`])
      .execute()
    time.set('2030-02-11T06:00:00Z')
    expect(await graph.referrals.payCommissions()).toBeGreaterThanOrEqual(1)
    const rows = await t.db.selectFrom('referral_commissions').selectAll().where('referrer_id', '=', referrer.userId).execute()
    expect(rows.map((r) => [Number(r.net_loss_cents), Number(r.commission_cents)])).toEqual([[-4_000, 0]])
    const settledAgain = await graph.referrals.payCommissions()
    const stillOne = await t.db.selectFrom('referral_commissions').selectAll().where('referrer_id', '=', referrer.userId).execute()
    expect(stillOne).toHaveLength(1)
    expect(settledAgain).toBe(0)
  })
})
