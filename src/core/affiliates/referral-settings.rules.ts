/** The referral programme's terms in force: the commission rate and its bonus's wagering requirement. */
export interface ReferralTerms {
  /** The share of a referred player's net real-money losses, in basis points (1000 = 10%). */
  readonly commissionBps: number
  /** The commission bonus's wagering requirement, a multiple of it (1 by default). */
  readonly wageringMultiple: number
}

/** The defaults: 10% of net losses, paid with a 1× requirement. */
export const DEFAULT_REFERRAL_WAGERING_MULTIPLE = 1

/** What an operator may set: a rate of 0% to 50%, a requirement of 0 to 100 times the commission. */
export const REFERRAL_BOUNDS = { bps: { min: 0, max: 5_000 }, multiple: { min: 0, max: 100 } } as const

/** What is wrong with referral terms as the operator set them, in one sentence; null when they can be used. */
export function referralTermsProblem(terms: ReferralTerms): string | null {
  const { bps, multiple } = REFERRAL_BOUNDS
  if (!Number.isSafeInteger(terms.commissionBps) || terms.commissionBps < bps.min || terms.commissionBps > bps.max)
    return `The commission must be from ${bps.min / 100}% to ${bps.max / 100}% of net losses, in steps of 0.01%.`
  const m = terms.wageringMultiple
  if (!Number.isFinite(m) || m < multiple.min || m > multiple.max)
    return `The commission's requirement must be from ${multiple.min} to ${multiple.max} times the commission.`
  return null
}
