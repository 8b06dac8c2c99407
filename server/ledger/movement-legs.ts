import type { AccountKind } from './ledger.tables'

/** One side of a movement: a signed amount on a player's or the house's account. */
export interface Leg {
  readonly account: AccountKind
  readonly cents: number
}

export interface PlayerFunds {
  readonly bonus: number
  readonly withdrawable: number
}

const nonZero = (legs: readonly Leg[]): readonly Leg[] => legs.filter((l) => l.cents !== 0)

/**
 * A bet spends the bonus balance first, then the withdrawable one: bonus money is play money
 * that cannot be cashed out, so it goes first. Null when the two together do not cover it.
 */
export function betLegs(funds: PlayerFunds, cents: number): readonly Leg[] | null {
  const fromBonus = Math.min(funds.bonus, cents)
  const fromWithdrawable = cents - fromBonus
  if (fromWithdrawable > funds.withdrawable) return null
  return nonZero([
    { account: 'bonus', cents: -fromBonus },
    { account: 'withdrawable', cents: -fromWithdrawable },
    { account: 'house_game', cents },
  ])
}

/** Every win lands in the withdrawable balance, whatever funded the bet (the sweepstakes rule). */
export const winLegs = (cents: number): readonly Leg[] =>
  nonZero([
    { account: 'house_game', cents: -cents },
    { account: 'withdrawable', cents },
  ])

export const joinBonusLegs = (cents: number): readonly Leg[] => [
  { account: 'bonus_fund', cents: -cents },
  { account: 'bonus', cents },
]

export const depositLegs = (cents: number): readonly Leg[] => [
  { account: 'payment_clearing', cents: -cents },
  { account: 'withdrawable', cents },
]

/** Only the withdrawable balance can leave; bonus money never does. */
export const withdrawalLegs = (funds: PlayerFunds, cents: number): readonly Leg[] | null =>
  cents > funds.withdrawable
    ? null
    : [
        { account: 'withdrawable', cents: -cents },
        { account: 'payment_clearing', cents },
      ]

/** A rollback puts every cent back exactly where the bet took it from. */
export const reversedLegs = (legs: readonly Leg[]): readonly Leg[] => legs.map((l) => ({ account: l.account, cents: -l.cents }))
