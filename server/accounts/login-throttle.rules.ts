import type { ThrottleLimits } from './accounts-config'

/** Who failed: one account from one address, one account from strangers, one address at strangers. */
export type ThrottleScope = 'pair' | 'account' | 'address'

export const THROTTLE_SCOPES: readonly ThrottleScope[] = ['pair', 'account', 'address']

/** Recent failures in each scope, the attempt in hand included. */
export type FailureCounts = Readonly<Record<ThrottleScope, number>>

export const maxFailuresOf = (scope: ThrottleScope, limits: ThrottleLimits): number =>
  scope === 'pair' ? limits.maxFailuresPerPair : scope === 'account' ? limits.maxFailuresPerAccount : limits.maxFailuresPerAddress

/**
 * The scopes an attempt is over (more than `max` counted, so `max` failures came before it). The
 * pair always counts. An address the account is known at (the owner logged in from it lately)
 * escapes the other two: no guesser elsewhere and no sprayer behind the same NAT locks the owner
 * out there; strangers to the account are what the account and address limits slow down.
 */
export const scopesOver = (known: boolean, counts: FailureCounts, limits: ThrottleLimits): ThrottleScope[] =>
  (known ? (['pair'] as const) : THROTTLE_SCOPES).filter((scope) => counts[scope] > maxFailuresOf(scope, limits))
