import { commissionSentence } from '../../src/core/affiliates/referral-commission.rules'
import { referredPlayers } from '../referrals/affiliates.query'
import { makePayCommissions } from '../referrals/pay-commissions'
import { referralTermsIn } from '../referrals/referral-terms'
import type { Shared } from './server-base'

/** Referrals: a referrer's affiliates as they read them, and the weekly commission pass. Terms: the operator's setting. */
export function composeReferrals(shared: Shared) {
  const { db, ledger, clock, config, promotions } = shared
  return {
    affiliatesOf: async (referrerId: number) => {
      const terms = await referralTermsIn(promotions)
      return {
        commission_sentence: commissionSentence(terms.commissionBps, terms.wageringMultiple),
        players: await referredPlayers(db, referrerId),
      }
    },
    payCommissions: makePayCommissions({
      db,
      ledger,
      clock,
      terms: () => referralTermsIn(promotions),
      expiryDays: config.bonuses.joinTerms.expiryDays,
    }),
    commissionEveryMs: config.referrals.everyMs,
  }
}

export type ReferralsArea = ReturnType<typeof composeReferrals>
