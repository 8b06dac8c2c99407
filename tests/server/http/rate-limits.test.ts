import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbRateLimitStore } from '../../../server/http/rate-limits/db-rate-limit-store.adapter'
import { ManualClock } from '../play/support/games-harness'
import { cheapAccountsConfig, recordingLedger, signUpBody } from '../accounts/support/accounts-test-app'
import { call, sandboxPayments, signedInPlayer, type Player } from '../payments/support/payments-harness'
import { buildTestApp, XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const HOUR = 3_600_000
const LIMITS = {
  windowMs: HOUR,
  limits: {
    registration: { perAddress: 5 },
    deposit: { perPlayer: 4, perAddress: 10 },
    withdrawal: { perPlayer: 3, perAddress: 10 },
    supportMessage: { perPlayer: 3, perAddress: 10 },
    playBreak: { perPlayer: 3, perAddress: 10 },
    twoFactor: { perPlayer: 3, perAddress: 10 },
    signInCode: { perAddress: 10 },
    accountSession: { perPlayer: 3, perAddress: 10 },
    streamTicket: { perPlayer: 100, perAddress: 1000 },
  },
}
const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

describe.each(ENGINES)('rate limits shared through the database (%s)', (engine) => {
  let database: TestDatabase
  let one: FastifyInstance
  let two: FastifyInstance
  const clock = new ManualClock(Date.now())
  let addressSeq = 0
  const fresh = () => {
    addressSeq += 1
    return `192.0.2.${addressSeq}`
  }

  /** An API process; two of them over one database are two servers behind a load balancer. */
  const apiProcess = () =>
    buildTestApp(database.db, {
      config: { rateLimits: LIMITS, payments: sandboxPayments() },
      ports: { Clock: clock, AccountsConfig: cheapAccountsConfig(), Ledger: recordingLedger().ledger },
    })

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    one = await apiProcess()
    two = await apiProcess()
  })
  afterAll(async () => {
    await one.close()
    await two.close()
    await database.close()
  })

  const register = (app: FastifyInstance, ip: string) =>
    app.inject({ method: 'POST', url: '/api/register', payload: signUpBody(), headers: XHR, remoteAddress: ip })
  const statuses = (answers: readonly LightMyRequestResponse[]) => answers.map((a) => a.statusCode).sort()
  const expectRefused = (res: LightMyRequestResponse) => {
    expect(res.statusCode).toBe(429)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ (minute|second)s?\.$/) })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
  }

  it('lets exactly N of N+1 concurrent sign-ups from one address through', async () => {
    const ip = fresh()
    const answers = await Promise.all(Array.from({ length: 6 }, () => register(one, ip)))
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 429])
    expectRefused(answers.find((a) => a.statusCode === 429)!)
    expect((await register(one, fresh())).statusCode).toBe(201)
  })

  it('shares one count between two API processes over the same database', async () => {
    const ip = fresh()
    const first = await Promise.all([register(one, ip), register(one, ip)])
    const second = await Promise.all(Array.from({ length: 4 }, (_, i) => register(i % 2 === 0 ? two : one, ip)))
    expect(statuses(first)).toEqual([201, 201])
    expect(statuses(second)).toEqual([201, 201, 201, 429])
  })

  it('opens again when the window has passed', async () => {
    const ip = fresh()
    for (let i = 0; i < 5; i += 1) expect((await register(one, ip)).statusCode).toBe(201)
    expectRefused(await register(two, ip))
    clock.advance(HOUR)
    expect((await register(two, ip)).statusCode).toBe(201)
  })

  it('limits deposit creation per player, lightning and crypto together, across processes', async () => {
    const player = await signedInPlayer(database.db)
    const answers = await Promise.all([
      call(one, player).post('/api/payments/lightning', { amount: '5.00' }),
      call(two, player).post('/api/payments/lightning', { amount: '5.00' }),
      call(one, player).post('/api/crypto/invoice', { amount: '5.00', currency: 'USD', order_id: `MOB-${Date.now()}-aaaaa1` }),
      call(two, player).post('/api/crypto/invoice', { amount: '5.00', currency: 'USD', order_id: `MOB-${Date.now()}-aaaaa2` }),
      call(one, player).post('/api/payments/lightning', { amount: '5.00' }),
    ])
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 429])
    expectRefused(answers.find((a) => a.statusCode === 429)!)
    expect((await call(one, await signedInPlayer(database.db)).post('/api/payments/lightning', { amount: '5.00' })).statusCode).toBe(200)
  })

  it('limits withdrawal requests per player', async () => {
    const player = await signedInPlayer(database.db)
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        call(i % 2 === 0 ? one : two, player).post('/api/withdraw', {
          currency: 'USD',
          amount: '1.00',
          payment_method: 'crypto',
          invoice: BTC_ADDRESS,
        }),
      ),
    )
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(1)
  })

  it('limits one address across players and strangers, before it even reads the token', async () => {
    const ip = fresh()
    const from = (p: Player | null) => ({ ...(p?.headers ?? XHR), ...(p === null ? { authorization: 'Bearer not-a-token' } : {}) })
    const post = (p: Player | null) =>
      one.inject({ method: 'POST', url: '/api/payments/lightning', payload: { amount: '5.00' }, headers: from(p), remoteAddress: ip })
    const players = await Promise.all(Array.from({ length: 3 }, () => signedInPlayer(database.db)))
    const answers = []
    for (const p of [...players, ...players, null, null, null, null]) answers.push((await post(p)).statusCode)
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 401, 401, 401, 401])
    expectRefused(await post(null))
    expectRefused(await post(players[0]!))
  })

  it('counts each of 200 simultaneous hits on one key from two stores exactly once, 5 times over', async () => {
    const stores = [0, 1].map(() => {
      const Store = dbRateLimitStore({ db: database.db, clock })
      return new Store({})
    })
    const hit = (i: number, key: string) =>
      new Promise<number>((resolve, reject) =>
        stores[i % 2]!.incr(key, (error, result) => (error ? reject(error) : resolve(result!.current)), HOUR, 1000),
      )
    for (let round = 0; round < 5; round += 1) {
      const counts = await Promise.all(Array.from({ length: 200 }, (_, i) => hit(i, `test:race:${round}`)))
      expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1))
    }
  })
})
