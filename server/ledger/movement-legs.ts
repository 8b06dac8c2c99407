import { stakeSplit, type WinSplit } from '../../src/core/bonuses/bonus-grants.rules'
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
 * A bet stakes the withdrawable balance first, then the bonus one (stakeSplit,
 * docs/product/bonuses.md). Null when the two together do not cover it.
 */
export function betLegs(funds: PlayerFunds, cents: number): readonly Leg[] | null {
  const split = stakeSplit(funds, cents)
  if (split === null) return null
  return nonZero([
    { account: 'withdrawable', cents: -split.fromWithdrawable },
    { account: 'bonus', cents: -split.fromBonus },
    { account: 'house_game', cents },
  ])
}

/** A win pays its bonus-funded share back to the bonus balance, the rest to withdrawable (winSplit). */
export const winLegs = (split: WinSplit): readonly Leg[] =>
  nonZero([
    { account: 'house_game', cents: -(split.toBonus + split.toWithdrawable) },
    { account: 'withdrawable', cents: split.toWithdrawable },
    { account: 'bonus', cents: split.toBonus },
  ])

/** A met grant's share of the bonus balance becomes withdrawable. */
export const releaseLegs = (cents: number): readonly Leg[] => [
  { account: 'bonus', cents: -cents },
  { account: 'withdrawable', cents },
]

/** A forfeited or expired grant's share goes back to the house's bonus fund. */
export const forfeitLegs = (cents: number): readonly Leg[] => [
  { account: 'bonus', cents: -cents },
  { account: 'bonus_fund', cents },
]

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
