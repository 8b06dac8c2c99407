import type { ThrottleLimits } from './accounts-config'

/**
 * Who failed: one signed-in device (its device cookie), one account from one address, one account
 * from strangers, one address at strangers.
 */
export type ThrottleScope = 'device' | 'pair' | 'account' | 'address'

export const THROTTLE_SCOPES: readonly ThrottleScope[] = ['device', 'pair', 'account', 'address']

/** Where an attempt comes from, as far as the account is concerned. */
export type Standing = 'device' | 'known-address' | 'stranger'

/** Recent failures in each scope, the attempt in hand included. */
export type FailureCounts = Readonly<Record<ThrottleScope, number>>

export const maxFailuresOf = (scope: ThrottleScope, limits: ThrottleLimits): number =>
  scope === 'pair' || scope === 'device'
    ? limits.maxFailuresPerPair
    : scope === 'account'
      ? limits.maxFailuresPerAccount
      : limits.maxFailuresPerAddress

/** The scopes that hold an attempt back, by where it comes from. */
export const scopesFor = (standing: Standing): readonly ThrottleScope[] =>
  standing === 'device' ? ['device'] : standing === 'known-address' ? ['pair'] : ['pair', 'account', 'address']

/**
 * The scopes an attempt is over (more than `max` counted, so `max` failures came before it). A
 * browser holding the account's device cookie (it signed in before) counts only its own failures:
 * nobody else's guesses, from anywhere, ever hold it back, and a stolen cookie still gets only
 * `max` guesses. Without one the pair always counts. An address the account is known at (the owner
 * logged in from it lately) escapes the other two: no guesser elsewhere and no sprayer behind the
 * same NAT locks the owner out there; strangers to the account are what the account and address
 * limits slow down.
 */
export const scopesOver = (standing: Standing, counts: FailureCounts, limits: ThrottleLimits): ThrottleScope[] =>
  scopesFor(standing).filter((scope) => counts[scope] > maxFailuresOf(scope, limits))
