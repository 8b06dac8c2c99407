import type { ReplyOf } from '../../src/contracts/endpoint'
import type { GetSaferPlay } from '../../src/contracts/safer-play.contract'
import { LIMIT_PERIODS, periodEnd } from '../../src/core/safer-play/limit-periods.rules'
import { LIMIT_KINDS, settle } from '../../src/core/safer-play/limits.rules'
import type { Db } from '../db/database'
import { realityCheckOf } from './set-reality-check'
import { depositTotals, limitSettings, netLossTotals } from './limit-queries'

/** The player's limits, each with what counts toward it so far and when it resets. */
export async function saferPlayState(db: Db, userId: number, now: Date, minuteMs: number): Promise<ReplyOf<typeof GetSaferPlay>> {
  const withdrawable = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .where('kind', '=', 'withdrawable')
    .executeTakeFirst()
  const [deposit, loss, deposited, lost, realityCheck] = await Promise.all([
    limitSettings(db, userId, 'deposit'),
    limitSettings(db, userId, 'loss'),
    depositTotals(db, userId, now),
    withdrawable ? netLossTotals(db, userId, withdrawable.id, now) : Promise.resolve({ day: 0, week: 0, month: 0 }),
    realityCheckOf(db, userId),
  ])
  const settings = { deposit, loss }
  const used = { deposit: deposited, loss: lost }
  return {
    reality_check_minutes: realityCheck,
    minute_ms: minuteMs,
    limits: LIMIT_KINDS.flatMap((kind) =>
      LIMIT_PERIODS.map((period) => {
        const s = settle(settings[kind][period], now)
        return {
          kind,
          period,
          cents: s.cents,
          next_cents: s.nextCents,
          next_at: s.nextAt?.toISOString() ?? null,
          used_cents: used[kind][period],
          resets_at: periodEnd(period, now).toISOString(),
        }
      }),
    ),
  }
}
