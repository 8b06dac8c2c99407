import { commissionSentence } from '../../src/core/affiliates/referral-commission.rules'
import { referredPlayers } from '../referrals/affiliates.query'
import { makePayCommissions } from '../referrals/pay-commissions'
import type { Shared } from './server-base'

/** Referrals: a referrer's affiliates as they read them, and the weekly commission pass. */
export function composeReferrals(shared: Shared) {
  const { db, ledger, clock, config } = shared
  return {
    affiliatesOf: async (referrerId: number) => ({
      commission_sentence: commissionSentence(config.referrals.commissionBps),
      players: await referredPlayers(db, referrerId),
    }),
    payCommissions: makePayCommissions({
      db,
      ledger,
      clock,
      rateBps: config.referrals.commissionBps,
      expiryDays: config.bonuses.joinTerms.expiryDays,
    }),
    commissionEveryMs: config.referrals.everyMs,
  }
}

export type ReferralsArea = ReturnType<typeof composeReferrals>
