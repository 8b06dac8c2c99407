import * as E from 'fp-ts/Either'
import { formatUsd } from '../../src/core/shared/money'
import { AMOUNT_MESSAGE, parseCents, type AmountInput, type Cents } from '../../src/core/payments/amount.rules'

/**
 * The largest single deposit: $10,000.00. A deposit is a request to a provider in the player's
 * name; anything larger is far more likely a typo (or abuse) than a real top-up.
 */
export const MAX_DEPOSIT_CENTS = 1_000_000

export const MAX_DEPOSIT_MESSAGE = `The most you can deposit at once is ${formatUsd(MAX_DEPOSIT_CENTS)}.`

/**
 * An amount as the browser sends it (decimal dollars, "12.50"), by the browser's own rule: a
 * positive number with at most two decimals, else 'Please enter a valid amount'.
 */
export const parsePaymentAmount = (raw: AmountInput): E.Either<string, Cents> => E.mapLeft(() => AMOUNT_MESSAGE)(parseCents(raw))

/** The same, capped at MAX_DEPOSIT_CENTS. */
export const parseDepositAmount = (raw: AmountInput): E.Either<string, Cents> =>
  E.flatMap(parsePaymentAmount(raw), (cents) => (cents > MAX_DEPOSIT_CENTS ? E.left(MAX_DEPOSIT_MESSAGE) : E.right(cents)))

/** Cents to the providers' decimal dollars (a JSON number): 1250 -> 12.5. Exact for any safe cents. */
export const centsToDollars = (cents: number): number => cents / 100

/**
 * A provider's decimal-dollar number back to cents, read through its shortest round-trip text (as
 * the browser's rule reads numbers), so 12.5 is exactly 1250 at any size; null when it is not
 * whole cents.
 */
export const dollarsToCents = (dollars: number): number | null => {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(String(dollars))
  if (match === null) return null
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'))
  if (!Number.isSafeInteger(cents)) return null
  return match[1] === '-' ? -cents : cents
}
