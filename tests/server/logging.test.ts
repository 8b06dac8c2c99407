import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REDACTED_PATHS } from '../../server/logging'
import { buildTestApp } from './support/test-app'
import { ENGINES, openTestDatabase, type TestDatabase } from './support/test-database'

const captured = () => {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, sink }
}

describe('server logs', () => {
  it('never contain a password or a token', () => {
    const { lines, sink } = captured()
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink)
    log.info({ body: { email: 'ana@example.com', password: 'hunter22', password_confirmation: 'hunter22' } }, 'register')
    log.info({ token: 'abc123token', headers: { authorization: 'Bearer abc123token' } }, 'auth')
    const out = lines.join('')
    expect(out).not.toContain('hunter22')
    expect(out).not.toContain('abc123token')
    expect(out).toContain('ana@example.com')
  })
})

const SECRET = 'bc1qsecretpayoutaddress0000000000000000000'

describe.each(ENGINES)('database errors in the logs (%s)', (engine) => {
  let database: TestDatabase
  let app: FastifyInstance
  const { lines, sink } = captured()

  beforeAll(async () => {
    database = await openTestDatabase(engine)
    app = await buildTestApp(database.db, { app: { logLevel: 'info', logStream: sink } })
    const db = database.db
    // Three ways a statement's values reach an error: the message, the detail, the parameters.
    app.get('/api/cast-test', async () => sql`select ${SECRET}::int`.execute(db))
    app.get('/api/duplicate-test', async () => {
      await db.insertInto('users').values({ name: 'A', username: 'dup-user', email: SECRET, password_hash: 'x' }).execute()
      await db.insertInto('users').values({ name: 'B', username: 'dup-user2', email: SECRET, password_hash: 'x' }).execute()
    })
    app.get('/api/check-test', async () =>
      sql`
      insert into payment_withdrawals (id, user_id, method, amount_cents, address, status)
      values ('wd_test', ${1}, 'speed', ${100}, ${SECRET}, 'not a status')`.execute(db),
    )
    app.get('/api/wrapped-test', async () => {
      try {
        await sql`select ${SECRET}::int`.execute(db)
      } catch (cause) {
        throw new Error('loading the payout failed', { cause })
      }
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it.each(['/api/cast-test', '/api/duplicate-test', '/api/check-test', '/api/wrapped-test'])(
    '%s: logged with its code, without the value',
    async (url) => {
      lines.length = 0
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(500)
      const logged = lines.join('')
      expect(logged).toContain('unhandled error')
      expect(logged).toMatch(/"code":"(22P02|23505|23514)"/)
      expect(logged).not.toContain(SECRET)
    },
  )

  it("keeps what a bug needs: the SQLSTATE, the constraint, the message's words and the stack", async () => {
    lines.length = 0
    await app.inject({ method: 'GET', url: '/api/duplicate-test' })
    const entry = JSON.parse(lines.find((l) => l.includes('unhandled error'))!) as { err: Record<string, unknown> }
    expect(entry.err).toMatchObject({
      code: '23505',
      table: 'users',
      message: expect.stringContaining('duplicate key value violates unique constraint'),
    })
    expect(String(entry.err.stack)).toContain('duplicate key value')
    expect(entry.err).not.toHaveProperty('detail')
    expect(entry.err).not.toHaveProperty('params')
  })

  it("never logs the balance stream's ticket, which its URL carries", async () => {
    lines.length = 0
    const ticket = 'Tk_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
    const res = await app.inject({ method: 'GET', url: `/api/balances/stream?last_event_id=4&ticket=${ticket}` })
    expect(res.statusCode).toBe(401)
    const logged = lines.join('')
    expect(logged).toContain('/api/balances/stream?last_event_id=4&ticket=[redacted]')
    expect(logged).not.toContain(ticket)
  })
})
