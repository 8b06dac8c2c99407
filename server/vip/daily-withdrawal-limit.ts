import type { Kysely } from 'kysely'
import { dailyLimitCents, utcDay } from '../../src/core/vip/vip-status.rules'
import type { VipTerms } from '../../src/core/vip/vip-levels'
import type { Database } from '../db/database'
import { playerWagered } from './player-wagered'

/** Withdrawals that gave their money back (or never took it) do not count toward the day's limit. */
const NOT_COUNTED = ['FAILED', 'REJECTED', 'REFUSED']

export interface DailyLimitState {
  readonly limitCents: number
  readonly withdrawnTodayCents: number
  readonly resetsAt: Date
}

/**
 * The player's daily withdrawal limit (their VIP level's) and what they asked to withdraw in the
 * UTC day of `at`, read inside the withdrawal's own transaction after the player's accounts are
 * locked: two requests at once see each other, the second after the first commits. `termsIn`
 * reads the VIP terms in force through that transaction (the operator's setting, or the defaults).
 */
export const dailyWithdrawalLimit =
  (termsIn: (trx: Kysely<Database>) => Promise<VipTerms>) =>
  async (trx: Kysely<Database>, userId: number, at: Date): Promise<DailyLimitState> => {
    const config = await termsIn(trx)
    const day = utcDay(at)
    const wagered = await playerWagered(trx, userId)
    const row = await trx
      .selectFrom('payment_withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', day.start)
      .where('created_at', '<', day.end)
      .where('status', 'not in', NOT_COUNTED)
      .executeTakeFirst()
    return {
      limitCents: dailyLimitCents(config.levels, wagered.realCents + wagered.bonusCents, config.levelZeroLimitCents),
      withdrawnTodayCents: Number(row?.total ?? 0),
      resetsAt: day.end,
    }
  }

export type DailyWithdrawalLimit = ReturnType<typeof dailyWithdrawalLimit>
