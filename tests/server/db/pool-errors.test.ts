import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { connect } from '../../../server/db/connect'

const url = process.env.TEST_DATABASE_URL

describe.skipIf(url === undefined)('the PostgreSQL pool when the server ends its idle connections', () => {
  it('survives (a restart or pg_terminate_backend would otherwise end the process) and connects again', async () => {
    const db = connect({ kind: 'postgres', url: url! })
    const admin = connect({ kind: 'postgres', url: url! })
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)
      const pid = rows[0]!.pid
      await sql`select pg_terminate_backend(${pid})`.execute(admin)
      // The idle client hears FATAL 57P01 now: with no listener on the pool, that event would throw.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const again = await sql<{ one: number }>`select 1 as one`.execute(db)
      expect(again.rows[0]!.one).toBe(1)
    } finally {
      await Promise.all([db.destroy(), admin.destroy()])
    }
  })
})
