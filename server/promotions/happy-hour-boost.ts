import { isHappyHour, matchedBonusCents } from '../../src/core/bonuses/happy-hour.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { Ledger } from '../ledger/ledger.port'
import { promotionsAllowed } from '../safer-play/play-breaks'
import { happyHourOf } from './happy-hour'
import type { PromotionSettingsStore } from './promotion-settings'
import type { NewCredit } from '../payments/deposits.port'

/** Happy-hour boosts expire like other grants: 30 days after the deposit. */
const BOOST_EXPIRY_DAYS = 30

/** A deposit's new credit: one boost per deposit (its invoice), whatever its payments. */
export type CreditedDeposit = NewCredit

/**
 * A deposit credited during happy hour (judged at the instant of its credit: from a window's start
 * second up to, not including, its end) gets the matched bonus as a grant of its own kind. Its key
 * names the deposit, so a replayed credit, a webhook racing a poll, or a later top-up of the same
 * deposit never boosts it twice. Runs in the credit's own transaction, so the boost commits with
 * the credit or not at all. Answers the cents granted, 0 outside happy hour.
 */
export const makeHappyHourBoost =
  (deps: { readonly ledger: Ledger; readonly clock: Clock; readonly settings: PromotionSettingsStore }) =>
  async (trx: Transaction<Database>, d: CreditedDeposit): Promise<number> => {
    const now = deps.clock.now()
    const { windows, boost } = happyHourOf(await deps.settings.current(trx))
    if (!isHappyHour(now, windows)) return 0
    // A player on a break from play gets no promotion; the deposit itself is credited all the same.
    if (!(await promotionsAllowed(trx, d.userId, now))) return 0
    const cents = matchedBonusCents(d.creditedCents, boost)
    if (cents <= 0) return 0
    const granted = await deps.ledger.within(trx).grantBonus({
      userId: d.userId,
      promotion: 'happy_hour',
      grantKey: `happy-hour:${d.depositId}`,
      kind: 'happy_hour_bonus',
      terms: { amountCents: cents, wageringMultiple: boost.wageringMultiple, expiryDays: BOOST_EXPIRY_DAYS },
    })
    return granted.amountCents
  }

export type HappyHourBoostFn = ReturnType<typeof makeHappyHourBoost>
