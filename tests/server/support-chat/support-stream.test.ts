import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from '../../../server/db/connect'
import type { Db } from '../../../server/db/database'
import { openSse } from '../balances/support/sse-reader'
import { ENGINES } from '../support/test-database'
import { buildTestApp } from '../support/test-app'
import { openOperatorHarness, type OperatorHarness } from '../operator/support/operator-harness'

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
})
