import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import { ManualClock } from '../play/support/games-harness'
import { call, paymentsApp, type Player } from '../payments/support/payments-harness'
import { XHR } from '../support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const MISSING = 'Enter your date of birth: you must be 18 or over to deposit.'
const UNDER_AGE = 'You must be 18 or over to deposit.'

/**
 * Only adults deposit: with no date of birth on file a deposit must bring one, which is judged
 * (18 today in UTC passes, a day short does not) and kept; a date on file is the one judged.
 */
describe.each(ENGINES)('the age at a deposit on %s', (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  // Just after midnight UTC: "today" is the day that began 30 seconds ago.
  const midnight = new Date(Date.now())
  midnight.setUTCHours(0, 0, 30, 0)
  const clock = new ManualClock(midnight.getTime())
  const today = midnight.toISOString().slice(0, 10)
  const yearsAgo = (years: number, days = 0) => {
    const d = new Date(`${today}T00:00:00Z`)
    d.setUTCFullYear(d.getUTCFullYear() - years)
    d.setUTCDate(d.getUTCDate() + days)
    return d.toISOString().slice(0, 10)
  }
  // Not born on 29 February: the edge is then the plain same-day birthday.
  const exactly18 = yearsAgo(18)
  const dayShort = yearsAgo(18, 1)

  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db, { ports: { Clock: clock } })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  /** A player with no date of birth on file (or `dob`), signed in. */
  const player = async (dob: string | null = null): Promise<Player> => {
    const row = await t.db
      .insertInto('users')
      .values({
        name: 'Young Player',
        username: `y${Math.random().toString(36).slice(2, 10)}`,
        email: `${Math.random()}@example.test`,
        password_hash: 'x',
        dob,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const { token } = await dbAccessTokens({ db: t.db, clock, ttlMs: 3_600_000 }).issue(t.db, row.id)
    return { userId: row.id, headers: { ...XHR, authorization: `Bearer ${token}` } }
  }
  let orders = 0
  const lightning = (p: Player, body: object) => call(app, p).post('/api/payments/lightning', { amount: '10.00', ...body })
  const crypto = (p: Player, body: object) =>
    call(app, p).post('/api/crypto/invoice', {
      amount: '10.00',
      currency: 'USD',
      order_id: `MOB-${Date.now()}-${(orders += 1).toString().padStart(6, '0')}`,
      ...body,
    })
  const dobOf = async (p: Player) =>
    (await sql<{ dob: string | null }>`select dob::text as dob from users where id = ${p.userId}`.execute(t.db)).rows[0]?.dob
  const refusal = (res: { statusCode: number; json: () => unknown }) => [res.statusCode, res.json()]

  it('refuses a deposit that brings no date of birth when none is on file, on both methods', async () => {
    const p = await player()
    for (const res of [await lightning(p, {}), await crypto(p, {}), await lightning(p, { dob: '  ' })])
      expect(refusal(res)).toEqual([422, { message: MISSING, errors: { dob: [MISSING] } }])
    expect(await dobOf(p)).toBeNull()
  })

  it('takes a player who is 18 today and keeps the date; refuses one a day short and keeps nothing', async () => {
    const adult = await player()
    const ok = await lightning(adult, { dob: exactly18 })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(await dobOf(adult)).toBe(exactly18)
    // Kept: the next deposit needs none.
    expect((await crypto(adult, {})).statusCode).toBe(200)

    const young = await player()
    for (const res of [await lightning(young, { dob: dayShort }), await crypto(young, { dob: dayShort })])
      expect(refusal(res)).toEqual([422, { message: UNDER_AGE, errors: { dob: [UNDER_AGE] } }])
    expect(await dobOf(young)).toBeNull()
  })

  it('judges the date on file, never one sent with the deposit', async () => {
    const young = await player(dayShort)
    expect(refusal(await lightning(young, { dob: '1990-01-01' }))).toEqual([422, { message: UNDER_AGE, errors: { dob: [UNDER_AGE] } }])
    expect(await dobOf(young)).toBe(dayShort)
    const adult = await player(exactly18)
    expect((await lightning(adult, { dob: dayShort })).statusCode).toBe(200)
    expect(await dobOf(adult)).toBe(exactly18)
  })

  it('refuses a date that is not a real past date, with the profile’s words', async () => {
    const p = await player()
    expect(refusal(await lightning(p, { dob: '2001-02-30' }))).toEqual([
      422,
      { message: 'Date of Birth must be a real date (YYYY-MM-DD).', errors: { dob: ['Date of Birth must be a real date (YYYY-MM-DD).'] } },
    ])
    expect((await lightning(p, { dob: 'x'.repeat(33) })).statusCode).toBe(422)
    expect(await dobOf(p)).toBeNull()
  })
})
