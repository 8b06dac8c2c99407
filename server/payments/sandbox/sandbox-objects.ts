import { sql } from 'kysely'
import type { Db } from '../../db/database'

/**
 * The sandboxes' provider objects, kept in the database in the very JSON shape the real API
 * answers with: a second API process (or a restart) sees the same sandbox payments.
 */
export interface SandboxObjects {
  readonly put: (kind: string, id: string, data: Record<string, unknown>) => Promise<void>
  readonly get: (kind: string, id: string) => Promise<Record<string, unknown> | null>
  /** Every object of a kind (a sandbox holds few): what a provider's list call pages through. */
  readonly list: (kind: string) => Promise<Record<string, unknown>[]>
  /**
   * Changes one object under a row lock, so two payments of one invoice never both count. `change`
   * answers the new data (or null to leave it) and a value handed back to the caller.
   */
  readonly update: <A>(
    kind: string,
    id: string,
    change: (data: Record<string, unknown>) => { readonly data: Record<string, unknown> | null; readonly answer: A },
  ) => Promise<A | null>
}

export function dbSandboxObjects(db: Db): SandboxObjects {
  return {
    put: async (kind, id, data) => {
      await db
        .insertInto('payment_sandbox_objects')
        .values({ id: `${kind}:${id}`, kind, data: JSON.stringify(data) })
        .execute()
    },
    get: async (kind, id) => {
      const row = await db.selectFrom('payment_sandbox_objects').select('data').where('id', '=', `${kind}:${id}`).executeTakeFirst()
      return row?.data ?? null
    },
    list: async (kind) => {
      const rows = await db.selectFrom('payment_sandbox_objects').select('data').where('kind', '=', kind).execute()
      return rows.map((row) => row.data)
    },
    update: (kind, id, change) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('payment_sandbox_objects')
          .select('data')
          .where('id', '=', `${kind}:${id}`)
          .forUpdate()
          .executeTakeFirst()
        if (row === undefined) return null
        const next = change(row.data)
        if (next.data !== null) {
          await trx
            .updateTable('payment_sandbox_objects')
            .set({ data: JSON.stringify(next.data), updated_at: sql`now()` })
            .where('id', '=', `${kind}:${id}`)
            .execute()
        }
        return next.answer
      }),
  }
}
