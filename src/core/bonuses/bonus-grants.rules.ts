import { formatUsd } from '../shared/money'

/**
 * Bonus money that behaves like a casino's (docs/product/bonuses.md). A grant puts money in the
 * bonus balance; it turns into withdrawable money only once its wagering requirement is met, and
 * what is left of it at expiry (or when the player withdraws first) goes back to the house.
 */

export type GrantState = 'active' | 'released' | 'forfeited' | 'expired'

/** What the operator sets for one promotion. */
export interface GrantTerms {
  readonly amountCents: number
  /** The wagering requirement as a multiple of the grant: 10 means $10.00 must be wagered per $1.00. */
  readonly wageringMultiple: number
  readonly expiryDays: number
}

export const DEFAULT_WAGERING_MULTIPLE = 10
export const DEFAULT_EXPIRY_DAYS = 30
const DAY_MS = 86_400_000

/** The cents to wager before a grant is released (rounded up: a requirement is never less than its multiple). */
export const requirementOf = (terms: Pick<GrantTerms, 'amountCents' | 'wageringMultiple'>): number =>
  Math.ceil(terms.amountCents * terms.wageringMultiple)

/** The grant's last instant: at this very second and after, it is expired. */
export const expiryOf = (grantedAt: Date, terms: Pick<GrantTerms, 'expiryDays'>): Date =>
  new Date(grantedAt.getTime() + terms.expiryDays * DAY_MS)

export const isExpiredAt = (expiresAt: Date, now: Date): boolean => now.getTime() >= expiresAt.getTime()

export const isRequirementMet = (g: { readonly wageredCents: number; readonly requirementCents: number }): boolean =>
  g.wageredCents >= g.requirementCents

export interface Funds {
  readonly bonus: number
  readonly withdrawable: number
}

export interface StakeSplit {
  readonly fromWithdrawable: number
  readonly fromBonus: number
}

/**
 * A bet stakes the withdrawable balance first, then the bonus one: the player's own money is at
 * risk before the house's. Null when the two together do not cover it.
 */
export function stakeSplit(funds: Funds, stakeCents: number): StakeSplit | null {
  const fromWithdrawable = Math.min(funds.withdrawable, stakeCents)
  const fromBonus = stakeCents - fromWithdrawable
  return fromBonus > funds.bonus ? null : { fromWithdrawable, fromBonus }
}

export interface WinSplit {
  readonly toBonus: number
  readonly toWithdrawable: number
}

/**
 * A win pays back in the proportion its stake was funded: the bonus-funded share to the bonus
 * balance (rounded up, so no fraction of a cent of bonus money ever becomes withdrawable), the
 * rest to withdrawable. A win with no bet on record (or a stake of nothing) is all withdrawable, and
 * so is one whose bet met its grant's requirement and released it: that bonus money is the player's.
 */
export function winSplit(
  winCents: number,
  stake: { readonly totalCents: number; readonly bonusCents: number; readonly grantReleased?: boolean },
): WinSplit {
  if (stake.totalCents <= 0 || stake.bonusCents <= 0 || stake.grantReleased === true) return { toBonus: 0, toWithdrawable: winCents }
  const bonusShare = Math.min(stake.bonusCents, stake.totalCents)
  const toBonus = Math.ceil((winCents * bonusShare) / stake.totalCents)
  return { toBonus, toWithdrawable: winCents - toBonus }
}

export interface ActiveGrantAmount {
  readonly id: number
  readonly amountCents: number
}

/**
 * Which part of the bonus balance belongs to which active grant. Bets spend the oldest grant's money
 * first, so the younger grants hold their whole amount (while the balance covers them, youngest
 * first) and the oldest holds the rest, wins from bonus stakes included. Grants are given oldest
 * first; a balance with no active grant belongs to none.
 */
export function grantShares(bonusCents: number, activeOldestFirst: readonly ActiveGrantAmount[]): ReadonlyMap<number, number> {
  const shares = new Map<number, number>()
  let left = Math.max(0, bonusCents)
  for (let i = activeOldestFirst.length - 1; i >= 0; i--) {
    const g = activeOldestFirst[i]!
    const share = i === 0 ? left : Math.min(g.amountCents, left)
    shares.set(g.id, share)
    left -= share
  }
  return shares
}

/** What a withdrawal now would forfeit: every active grant's share of the bonus balance. */
export const forfeitOnWithdrawal = (bonusCents: number, activeOldestFirst: readonly ActiveGrantAmount[]): number =>
  [...grantShares(bonusCents, activeOldestFirst).values()].reduce((a, b) => a + b, 0)

/** The terms in one plain sentence, as the bonus page and the sign-up answer say them. */
export const termsSentence = (g: { readonly amountCents: number; readonly requirementCents: number; readonly expiresAt: Date }): string =>
  `Wager ${formatUsd(g.requirementCents)} before ${g.expiresAt.toISOString().slice(0, 10)} (UTC) and what is left of ` +
  `your ${formatUsd(g.amountCents)} bonus becomes withdrawable; withdrawing earlier, or missing the date, forfeits it.`

export const forfeitWarning = (forfeitCents: number): string =>
  `Withdrawing now forfeits ${formatUsd(forfeitCents)} of bonus money whose wagering is not complete. Confirm to go on.`

/** The toast when a met grant's money becomes withdrawable. */
export const releasedMessage = (cents: number): string => `Bonus released: ${formatUsd(cents)} is now in your withdrawable balance.`

/** A promotion's terms before it is granted, in one sentence (the grant's own says its date). */
export const offerSentence = (terms: GrantTerms): string =>
  `Wager ${formatUsd(requirementOf(terms))} within ${terms.expiryDays} days and what is left of ` +
  `your ${formatUsd(terms.amountCents)} bonus becomes withdrawable; withdrawing earlier, or missing the date, forfeits it.`
