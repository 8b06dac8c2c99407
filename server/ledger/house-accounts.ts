import type { Kysely } from 'kysely'
import type { Database } from '../db/database'
import type { AccountKind } from './ledger.tables'

export type HouseKind = Exclude<AccountKind, 'bonus' | 'withdrawable'>
export type HouseAccountIds = Readonly<Record<HouseKind, number>>

async function load(executor: Kysely<Database>): Promise<HouseAccountIds> {
  const rows = await executor.selectFrom('ledger_accounts').select(['id', 'kind']).where('user_id', 'is', null).execute()
  const id = (kind: HouseKind): number => {
    const row = rows.find((r) => r.kind === kind)
    if (!row) throw new Error(`house account ${kind} is missing: run the migrations`)
    return row.id
  }
  return {
    house_game: id('house_game'),
    bonus_fund: id('bonus_fund'),
    payment_clearing: id('payment_clearing'),
    operator_adjustments: id('operator_adjustments'),
  }
}

/**
 * The house accounts' ids, read once: the migration creates them and they never change, so
 * caching them keeps nothing a second process would need. Read through the caller's executor
 * (its transaction): on PGlite a second connection would wait for that transaction forever.
 */
export function houseAccountIds(): (executor: Kysely<Database>) => Promise<HouseAccountIds> {
  let cached: HouseAccountIds | undefined
  return async (executor) => {
    cached ??= await load(executor)
    return cached
  }
}
