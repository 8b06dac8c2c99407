import { DEFAULT_COMMISSION_BPS } from '../../src/core/affiliates/referral-commission.rules'

/**
 * The referral programme's terms (docs/product/vip-and-referrals.md), from the environment: the
 * rate is the default until an operator saves the referral setting in the console.
 */
export interface ReferralsConfig {
  /** REFERRAL_COMMISSION_BPS: the share of a referred player's net real-money losses, in basis points (1000 = 10%). */
  readonly commissionBps: number
  /** REFERRAL_COMMISSION_EVERY_SECONDS (3600): how often the pass looks for a week to pay. */
  readonly everyMs: number
}

export function readReferralsConfig(env: NodeJS.ProcessEnv): ReferralsConfig {
  const bps = Number(env.REFERRAL_COMMISSION_BPS?.trim() || DEFAULT_COMMISSION_BPS)
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000) throw new Error('REFERRAL_COMMISSION_BPS must be 0 to 10000')
  const every = Number(env.REFERRAL_COMMISSION_EVERY_SECONDS?.trim() || 3600)
  if (!Number.isInteger(every) || every < 1) throw new Error('REFERRAL_COMMISSION_EVERY_SECONDS must be a whole number of seconds')
  return { commissionBps: bps, everyMs: every * 1000 }
}
