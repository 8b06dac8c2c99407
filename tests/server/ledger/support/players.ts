import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../../../server/db/database'

/** A bare users row (the ledger needs only its id); names are random so files never collide. */
export async function createPlayer(db: Db): Promise<number> {
  const tag = randomBytes(6).toString('hex')
  const row = await db
    .insertInto('users')
    .values({ name: 'Test Player', username: `p${tag}`, email: `p${tag}@example.test`, password_hash: 'not-a-hash', dob: '1990-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface LedgerAudit {
  readonly storedCents: Readonly<Record<'bonus' | 'withdrawable', number>>
  readonly entrySumCents: Readonly<Record<'bonus' | 'withdrawable', number>>
  /** Transactions whose entries do not sum to zero (must stay empty). */
  readonly unbalanced: readonly number[]
  /** Every account's balance summed: the whole ledger nets to zero. */
  readonly grandTotalCents: number
}

/** Reads the player's accounts both ways (stored and summed from entries) and checks the books. */
export async function audit(db: Db, userId: number): Promise<LedgerAudit> {
  const accounts = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_entries as e', 'e.account_id', 'a.id')
    .select(['a.kind', 'a.balance_cents', (eb) => eb.fn.coalesce(eb.fn.sum<number>('e.amount_cents'), sql<number>`0`).as('sum')])
    .where('a.user_id', '=', userId)
    .groupBy(['a.id', 'a.kind', 'a.balance_cents'])
    .execute()
  const pick = (kind: string, key: 'balance_cents' | 'sum') => Number(accounts.find((a) => a.kind === kind)?.[key] ?? 0)
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select('transaction_id')
    .groupBy('transaction_id')
    .having((eb) => eb.fn.sum('amount_cents'), '<>', 0)
    .execute()
  const total = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), sql<number>`0`).as('t'))
    .executeTakeFirstOrThrow()
  return {
    storedCents: { bonus: pick('bonus', 'balance_cents'), withdrawable: pick('withdrawable', 'balance_cents') },
    entrySumCents: { bonus: pick('bonus', 'sum'), withdrawable: pick('withdrawable', 'sum') },
    unbalanced: unbalanced.map((r) => r.transaction_id),
    grandTotalCents: Number(total.t),
  }
}
