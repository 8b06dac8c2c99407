import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../../../server/db/connect'
import type { Db } from '../../../server/db/database'
import { openSse } from '../balances/support/sse-reader'
import { ENGINES } from '../support/test-database'
import { buildTestApp } from '../support/test-app'
import { openOperatorHarness, type OperatorHarness } from '../operator/support/operator-harness'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import { argon2PasswordHasher } from '../../../server/accounts/argon2-password-hasher.adapter'
import { cheapAccountsConfig } from '../accounts/support/accounts-test-app'
import { XHR } from '../support/test-app'

/** An ended sign-in ends its streams through a NOTIFY, within a moment: far inside the 30 s sweep and the 5 minutes' lifetime. */
const ENDS_WITHIN_MS = 2_000

const endsSoon = async (stream: { readonly ended: () => boolean }) => {
  const started = Date.now()
  while (!stream.ended() && Date.now() - started < ENDS_WITHIN_MS) await new Promise((r) => setTimeout(r, 50))
  return stream.ended()
}

/**
 * Live delivery as the balance stream does it: the stream one API process serves hears a message
 * another process commits, through the database's NOTIFY (on PostgreSQL the second process has a
 * connection pool of its own over the same schema; PGlite is one process's database).
 */
describe.each(ENGINES)('the support streams on %s', (engine) => {
  let h: OperatorHarness
  let otherDb: Db
  let other: FastifyInstance
  let origin: string

  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    if (engine === 'postgres') {
      const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(h.db)
      otherDb = connect({ kind: 'postgres', url: process.env.TEST_DATABASE_URL!, schema: rows[0]!.schema })
    } else otherDb = h.db
    other = await buildTestApp(otherDb)
    origin = await h.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await other.close()
    // Sockets the test's fetch client left open after aborting its streams would hold the server's close.
    h.app.server.closeAllConnections()
    await h.close()
    if (engine === 'postgres') await otherDb.destroy()
  })

  const ticket = async (url: string, headers: Record<string, string>) => {
    const res = await h.app.inject({ method: 'POST', url, headers })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<{ ticket: string }>().ticket
  }
  const viaOther = (url: string, headers: Record<string, string>, payload: object) =>
    other.inject({ method: 'POST', url, headers, payload })

  it("tells the player's stream and the console's of a message and a reply committed by another process", async () => {
    const player = await h.newPlayer()
    const bystander = await h.newPlayer()
    const agent = await h.newOperator(['support'])
    const playerStream = await openSse(`${origin}/api/support/stream?ticket=${await ticket('/api/support/stream-ticket', player.headers)}`)
    const bystanderStream = await openSse(
      `${origin}/api/support/stream?ticket=${await ticket('/api/support/stream-ticket', bystander.headers)}`,
    )
    const consoleStream = await openSse(
      `${origin}/api/support/console-stream?ticket=${await ticket('/api/operator/support/stream-ticket', agent.headers)}`,
    )
    try {
      expect(playerStream.status).toBe(200)
      expect(consoleStream.status).toBe(200)
      // Each opens with a nudge to read what was missed.
      for (const s of [playerStream, bystanderStream, consoleStream])
        expect(await s.next()).toMatchObject({ event: 'changed', data: '{"conversation_id":null}' })

      const sent = await viaOther('/api/support/messages', player.headers, { text: 'is anyone there?' })
      expect(sent.statusCode).toBe(200)
      const id = (
        await h.db.selectFrom('support_conversations').select('id').where('player_id', '=', player.userId).executeTakeFirstOrThrow()
      ).id
      expect(JSON.parse((await consoleStream.next())?.data ?? '{}')).toEqual({ conversation_id: id })
      expect(JSON.parse((await playerStream.next())?.data ?? '{}')).toEqual({ conversation_id: id })

      const replied = await viaOther(`/api/operator/support/conversations/${id}/messages`, agent.headers, { text: 'Yes, I am here.' })
      expect(replied.statusCode).toBe(200)
      expect(JSON.parse((await playerStream.next())?.data ?? '{}')).toEqual({ conversation_id: id })
      // The stream carries no text: the player reads it through the JSON API, which is theirs alone.
      const mine = await h.app.inject({ method: 'GET', url: '/api/support/conversation', headers: player.headers })
      expect(mine.json<{ messages: { text: string }[] }>().messages.map((m) => m.text)).toEqual(['is anyone there?', 'Yes, I am here.'])
      // Another player's stream heard nothing of it.
      expect(await bystanderStream.next(300)).toBeNull()
      // The console's stream said the operator is online.
      const seen = await h.db.selectFrom('support_operator_presence').select('operator_id').where('operator_id', '=', agent.id).execute()
      expect(seen).toHaveLength(1)
    } finally {
      for (const s of [playerStream, bystanderStream, consoleStream]) s.close()
    }
  })

  it('opens a stream once per ticket', async () => {
    const player = await h.newPlayer()
    const once = await ticket('/api/support/stream-ticket', player.headers)
    const first = await openSse(`${origin}/api/support/stream?ticket=${once}`)
    expect(first.status).toBe(200)
    expect(await first.next()).toMatchObject({ event: 'changed' })
    first.close()
    const again = await h.app.inject({ method: 'GET', url: `/api/support/stream?ticket=${once}` })
    expect(again.statusCode).toBe(401)
  })

  /** Two streams (balance and support) opened through this process with the sign-in `headers`. */
  const openBoth = async (headers: Record<string, string>) => {
    const balance = await openSse(`${origin}/api/balances/stream?ticket=${await ticket('/api/balances/stream-ticket', headers)}`)
    const support = await openSse(`${origin}/api/support/stream?ticket=${await ticket('/api/support/stream-ticket', headers)}`)
    expect((await balance.next())?.event).toBe('balance')
    expect((await support.next())?.event).toBe('changed')
    return [balance, support] as const
  }

  it("ends a sign-in's balance and support streams at once when the player ends it from another device, on another process", async () => {
    const player = await h.newPlayer()
    const { token } = await dbAccessTokens({ db: h.db, clock: { now: () => new Date() }, ttlMs: 3_600_000 }).issue(h.db, player.userId)
    const phone = { ...XHR, authorization: `Bearer ${token}` }
    const [balance, support] = await openBoth(player.headers)
    const [phoneBalance] = await openBoth(phone)
    try {
      const listed = await other.inject({ method: 'GET', url: '/api/account/sessions', headers: phone })
      const desktop = listed.json<{ sessions: { id: number; current: boolean }[] }>().sessions.find((s) => !s.current)
      const ended = await other.inject({ method: 'POST', url: `/api/account/sessions/${desktop?.id}/end`, headers: phone })
      expect(ended.statusCode, ended.body).toBe(200)
      expect(await endsSoon(balance)).toBe(true)
      expect(await endsSoon(support)).toBe(true)
      // The phone's own stream goes on.
      expect(phoneBalance.ended()).toBe(false)
    } finally {
      for (const s of [balance, support, phoneBalance]) s.close()
    }
  })

  it('ends every stream of a player who takes a break, and the console stream of an operator who signs out, on another process', async () => {
    const player = await h.newPlayer()
    const hasher = argon2PasswordHasher(cheapAccountsConfig().argon2)
    await h.db
      .updateTable('users')
      .set({ password_hash: await hasher.hash('secret1') })
      .where('id', '=', player.userId)
      .execute()
    const agent = await h.newOperator(['support'])
    const [balance, support] = await openBoth(player.headers)
    const consoleStream = await openSse(
      `${origin}/api/support/console-stream?ticket=${await ticket('/api/operator/support/stream-ticket', agent.headers)}`,
    )
    try {
      expect((await consoleStream.next())?.event).toBe('changed')
      const onBreak = await viaOther('/api/safer-play/break', player.headers, { choice: '24h', password: 'secret1' })
      expect(onBreak.statusCode, onBreak.body).toBe(200)
      expect(await endsSoon(balance)).toBe(true)
      expect(await endsSoon(support)).toBe(true)
      expect(consoleStream.ended()).toBe(false)
      expect((await viaOther('/api/operator/logout', agent.headers, {})).statusCode).toBe(200)
      expect(await endsSoon(consoleStream)).toBe(true)
    } finally {
      for (const s of [balance, support, consoleStream]) s.close()
    }
  })
})
