import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'

/** A positive, safe integer number of US cents. */
export type Cents = number & { readonly _brand: 'Cents' }

/** What an amount field holds: the input's text, or a number from a JSON body. */
export type AmountInput = string | number | null | undefined

export const AMOUNT_MESSAGE = 'Please enter a valid amount'

// Plain decimal dollars with at most two decimals ("12", "12.5", ".99", "0012.30"). No sign,
// exponent, grouping, NaN or Infinity. A third decimal is refused rather than rounded: silently
// moving a player's money by half a cent is worse than asking again.
const AMOUNT_TEXT = /^(?=\.?\d)(\d*)(?:\.(\d{1,2}))?$/

// Past 14 integer digits the cents overflow Number.MAX_SAFE_INTEGER; refused, not approximated.
const MAX_INTEGER_DIGITS = 14

// A number is read through its shortest round-trip text, so 0.1 means ten cents, not 0.1000000000000000055.
const amountText = (raw: AmountInput): string => (typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : (raw ?? '').trim())

/** Never throws; Left for anything that is not a positive amount of whole cents. */
export const parseCents = (raw: AmountInput): E.Either<'NotAnAmount', Cents> => {
  const match = AMOUNT_TEXT.exec(amountText(raw))
  if (match === null) return E.left('NotAnAmount')
  const dollars = (match[1] ?? '').replace(/^0+/, '')
  if (dollars.length > MAX_INTEGER_DIGITS) return E.left('NotAnAmount')
  const cents = Number(dollars === '' ? '0' : dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) && cents > 0 ? E.right(cents as Cents) : E.left('NotAnAmount')
}

export const parseAmount = (raw: AmountInput): E.Either<string, Cents> =>
  pipe(
    parseCents(raw),
    E.mapLeft(() => AMOUNT_MESSAGE),
  )

/** Decimal dollars with two decimals ("12.50"): the wire form, which parseCents reads back exactly. */
export const toAmountText = (cents: Cents | 0): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
