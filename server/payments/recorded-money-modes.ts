import { sql } from 'kysely'
import type { Db } from '../db/database'
import { moneyModes, recordedMoneyProblem, type Money, type MoneyModes, type PaymentsModes } from './payments-mode.rules'

/** The app_meta key holding the database's payments mode, as JSON `{ speed, nowpayments }`. */
export const MONEY_MODES_KEY = 'payments_money_modes'

const isMoney = (value: unknown): value is Money => value === 'live' || value === 'sandbox'

const parse = (text: string): MoneyModes => {
  const value: unknown = JSON.parse(text)
  if (typeof value === 'object' && value !== null && 'speed' in value && 'nowpayments' in value) {
    const { speed, nowpayments } = value
    if (isMoney(speed) && isMoney(nowpayments)) return { speed, nowpayments }
  }
  throw new Error(`app_meta ${MONEY_MODES_KEY} is not a payments mode: ${text}`)
}

/** What the database recorded, or null before its first start. */
export async function readMoneyModes(db: Db): Promise<MoneyModes | null> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', MONEY_MODES_KEY).executeTakeFirst()
  return row === undefined ? null : parse(row.value)
}

/**
 * Records `modes` unless the database already holds a mode, and answers the one it holds. Two
 * processes starting at once on an empty database agree: the first insert wins, the other reads it.
 */
export async function claimMoneyModes(db: Db, modes: MoneyModes): Promise<MoneyModes> {
  await sql`insert into app_meta (key, value) values (${MONEY_MODES_KEY}, ${JSON.stringify(modes)}) on conflict (key) do nothing`.execute(
    db,
  )
  const recorded = await readMoneyModes(db)
  if (recorded === null) throw new Error(`app_meta ${MONEY_MODES_KEY} vanished while it was claimed`)
  return recorded
}

/** Stops a start whose payment settings move other money than the database was made with. */
export async function holdRecordedMoneyModes(db: Db, config: PaymentsModes): Promise<void> {
  const configured = moneyModes(config)
  const problem = recordedMoneyProblem(await claimMoneyModes(db, configured), configured)
  if (problem !== null) throw new Error(problem)
}
