import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dbAccessTokens } from '../../../server/accounts/db-access-tokens.adapter'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { crashTarget, type CrashTarget } from '../crash/support/crash-target'
import { freePort, startServer, type ServerProcess } from '../crash/support/server-process'
import type { Db } from '../../../server/db/database'
import { XHR } from '../support/test-app'
import { signUpBody } from '../accounts/support/accounts-test-app'
import { openSse } from './support/sse-reader'

/**
 * Several API processes over one PostgreSQL: a movement committed by one reaches the balance
 * stream another serves, through LISTEN/NOTIFY. The serving process is the real server; the
 * other writes through its own pool, as a second API process would.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the balance stream across API processes (postgres)', () => {
  let target: CrashTarget
  let server: ServerProcess
  let other: { readonly db: Db; readonly close: () => Promise<void> }

  beforeAll(async () => {
    target = await crashTarget('postgres')
    const port = await freePort()
    server = await startServer(
      {
        ...target.env,
        PORT: String(port),
        GAME_PORT: String(await freePort()),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: '/nonexistent',
      },
      port,
    )
    other = await target.open()
  }, 120_000)
  afterAll(async () => {
    await other?.close()
    await server?.kill('SIGTERM')
    await target?.drop()
  })

  it("delivers a bet another process commits, one committed while its listener reconnected, ends a sign-in's stream when another process ends it, and ends at shutdown", async () => {
    const register = await fetch(`${server.origin}/api/register`, {
      method: 'POST',
      headers: { ...XHR, 'content-type': 'application/json' },
      body: JSON.stringify(signUpBody({ promo_code: 'COINFALLJOIN' })),
    })
    expect(register.status, await register.clone().text()).toBe(201)
    const { token, user } = (await register.json()) as { token: string; user: { id: number } }
    const ticket = await fetch(`${server.origin}/api/balances/stream-ticket`, {
      method: 'POST',
      headers: { ...XHR, authorization: `Bearer ${token}` },
    })
    const s = await openSse(`${server.origin}/api/balances/stream?ticket=${((await ticket.json()) as { ticket: string }).ticket}`)
    expect(JSON.parse((await s.next())?.data ?? '{}')).toMatchObject({ balance_cents: 1000 })
    /** A bet committed through the other process's own pool. */
    const bet = async (round: string, amountCents: number) => {
      const placed = await kyselyLedger(other.db).placeBet({
        userId: user.id,
        amountCents,
        idempotencyKey: `${round}:bet`,
        gameId: 'cf-slots-myth',
        roundId: round,
      })()
      expect(placed._tag).toBe('Right')
    }

    await bet('other-process', 250)
    const moved = await s.next()
    expect(JSON.parse(moved?.data ?? '{}')).toMatchObject({ balance_cents: 750 })

    // The serving process loses its LISTEN connection, and a bet commits before it is back: the
    // reconnected listener re-reads every stream it serves, so the bet is not missed.
    const killed = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`.execute(other.db)
    expect(killed.rows[0]?.n).toBeGreaterThan(0)
    await bet('while-away', 100)
    const caughtUp = await s.next()
    expect(JSON.parse(caughtUp?.data ?? '{}')).toMatchObject({ balance_cents: 650 })

    // A second sign-in ended by another process (here: its own pool, as the account activity's End
    // would write it) ends the real server's stream of that sign-in within a moment, and only that one.
    const phone = await dbAccessTokens({ db: other.db, clock: { now: () => new Date() }, ttlMs: 60_000 }).issue(other.db, user.id)
    const phoneTicket = await fetch(`${server.origin}/api/balances/stream-ticket`, {
      method: 'POST',
      headers: { ...XHR, authorization: `Bearer ${phone.token}` },
    })
    const s2 = await openSse(`${server.origin}/api/balances/stream?ticket=${((await phoneTicket.json()) as { ticket: string }).ticket}`)
    expect((await s2.next())?.event).toBe('balance')
    const ended = Date.now()
    await other.db.updateTable('access_tokens').set({ revoked_at: new Date() }).where('id', '=', phone.tokenId).execute()
    while (!s2.ended() && Date.now() - ended < 2_000) await new Promise((r) => setTimeout(r, 50))
    expect(s2.ended()).toBe(true)
    expect(s.ended()).toBe(false)

    // A graceful stop ends the open stream rather than waiting on it (the server would exit 1
    // after its 10 s grace).
    await server.kill('SIGTERM')
    expect(server.exitCode()).toBe(0)
    expect(await s.next(1_000)).toBeNull()
    expect(s.ended()).toBe(true)
  })
})
