import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { validateFields, type InvalidForm, type RawText } from '../shared/form-errors'
import { formatUsd } from '../shared/money'
import { parseAmount, type AmountInput, type Cents } from './amount.rules'
import { parsePaymentMethod, type PaymentMethod } from './payment-method.rules'

/** The deposit's two checks in the deposit's order; an alert shows only the first message. */
export type WithdrawalField = 'paymentMethod' | 'amount'

/** Any other field of the request (address, currency, payment id) passes through unchecked. */
export interface WithdrawalInput {
  readonly paymentMethod: RawText
  readonly amount: AmountInput
}

export type ValidWithdrawal<R extends WithdrawalInput> = Omit<R, 'paymentMethod' | 'amount'> & {
  readonly paymentMethod: PaymentMethod
  readonly amount: Cents
}

/**
 * The smallest withdrawal: $5.00. A crypto payout below a few dollars is mostly network fee, and
 * the gateway has its own per-coin minimums around there; every lightning withdrawal is paid by an
 * operator by hand. The browser and the server check it with this one rule and message.
 */
export const MIN_WITHDRAWAL_CENTS = 500

export const MIN_WITHDRAWAL_MESSAGE = `The minimum withdrawal is ${formatUsd(MIN_WITHDRAWAL_CENTS)}.`

/** A valid amount ('Please enter a valid amount'), then at least the minimum. */
export const parseWithdrawalAmount = (raw: AmountInput): E.Either<string, Cents> =>
  pipe(
    parseAmount(raw),
    E.flatMap((cents) => (cents < MIN_WITHDRAWAL_CENTS ? E.left(MIN_WITHDRAWAL_MESSAGE) : E.right(cents))),
  )

/** No maximum here: the server refuses more than the withdrawable balance. */
export const parseWithdrawal = <R extends WithdrawalInput>(input: R): E.Either<InvalidForm<WithdrawalField>, ValidWithdrawal<R>> =>
  pipe(
    validateFields({ paymentMethod: parsePaymentMethod(input.paymentMethod), amount: parseWithdrawalAmount(input.amount) }),
    E.map((checked) => ({ ...input, ...checked })),
  )
