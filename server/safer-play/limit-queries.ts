import { sql, type Kysely, type Transaction } from 'kysely'
import { LIMIT_PERIODS, periodStart, type LimitPeriod } from '../../src/core/safer-play/limit-periods.rules'
import type { LimitKind, LimitSetting, PeriodLimits, PeriodTotals } from '../../src/core/safer-play/limits.rules'
import { limitInForce, NO_LIMIT } from '../../src/core/safer-play/limits.rules'
import type { Database } from '../db/database'

type Q = Kysely<Database> | Transaction<Database>

/** A player's stored settings of one kind, by period (NO_LIMIT where there is no row). */
export async function limitSettings(q: Q, userId: number, kind: LimitKind): Promise<Record<LimitPeriod, LimitSetting>> {
  const rows = await q
    .selectFrom('safer_play_limits')
    .select(['period', 'cents', 'next_cents', 'next_at'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute()
  const of = (period: LimitPeriod): LimitSetting => {
    const row = rows.find((r) => r.period === period)
    return row ? { cents: row.cents, nextCents: row.next_cents, nextAt: row.next_at } : NO_LIMIT
  }
  return { day: of('day'), week: of('week'), month: of('month') }
}

export const limitsInForce = (settings: Record<LimitPeriod, LimitSetting>, now: Date): PeriodLimits => ({
  day: limitInForce(settings.day, now),
  week: limitInForce(settings.week, now),
  month: limitInForce(settings.month, now),
})

export const hasAny = (limits: PeriodLimits): boolean => LIMIT_PERIODS.some((p) => limits[p] !== null)

const starts = (now: Date) => ({ day: periodStart('day', now), week: periodStart('week', now), month: periodStart('month', now) })
const earliest = (s: ReturnType<typeof starts>): Date => (s.week < s.month ? s.week : s.month)

/**
 * What the player's deposits add up to in each period: a deposit counts from when it was asked
 * for, at what was asked (or more, if more arrived) while it can still be paid, and at what
 * arrived once it expired, failed or was cancelled. An unpaid invoice thus holds its room until
 * it expires, so two invoices started together cannot pass a limit between them.
 */
export async function depositTotals(q: Q, userId: number, now: Date): Promise<PeriodTotals> {
  const s = starts(now)
  const counted = sql<number>`case
      when status in ('expired', 'cancelled', 'failed') then received_cents
      when status <> 'completed' and expires_at is not null and expires_at <= ${now} then received_cents
      else greatest(amount_cents, received_cents) end`
  const row = await q
    .selectFrom('payment_deposits')
    .select([
      sql<number>`coalesce(sum(case when created_at >= ${s.day} then ${counted} end), 0)::bigint`.as('day'),
      sql<number>`coalesce(sum(case when created_at >= ${s.week} then ${counted} end), 0)::bigint`.as('week'),
      sql<number>`coalesce(sum(case when created_at >= ${s.month} then ${counted} end), 0)::bigint`.as('month'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', earliest(s))
    .executeTakeFirstOrThrow()
  return { day: Number(row.day), week: Number(row.week), month: Number(row.month) }
}

/**
 * The player's net loss of real money in each period: what left their withdrawable balance in
 * bets, less what came back in wins and rollbacks (negative when they are ahead). Bonus money
 * is not real money and does not count.
 */
export async function netLossTotals(q: Q, userId: number, withdrawableAccountId: number, now: Date): Promise<PeriodTotals> {
  const s = starts(now)
  const row = await q
    .selectFrom('ledger_transactions as t')
    .innerJoin('ledger_entries as e', 'e.transaction_id', 't.id')
    .select([
      sql<number>`coalesce(-sum(case when t.created_at >= ${s.day} then e.amount_cents end), 0)::bigint`.as('day'),
      sql<number>`coalesce(-sum(case when t.created_at >= ${s.week} then e.amount_cents end), 0)::bigint`.as('week'),
      sql<number>`coalesce(-sum(case when t.created_at >= ${s.month} then e.amount_cents end), 0)::bigint`.as('month'),
    ])
    .where('t.user_id', '=', userId)
    .where('t.kind', 'in', ['bet', 'win', 'rollback'])
    .where('t.created_at', '>=', earliest(s))
    .where('e.account_id', '=', withdrawableAccountId)
    .executeTakeFirstOrThrow()
  return { day: Number(row.day), week: Number(row.week), month: Number(row.month) }
}
