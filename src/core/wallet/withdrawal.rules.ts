import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { validateFields, type InvalidForm, type RawText } from '../shared/form-errors'
import { parseAmount, type AmountInput, type Cents } from './amount.rules'
import { parsePaymentMethod, type PaymentMethod } from './payment-method.rules'

/** The deposit's two checks in the deposit's order; an alert shows only the first message. */
export type WithdrawalField = 'payment_method' | 'amount'

/** Any other field of the request (address, currency, payment id) passes through unchecked. */
export interface WithdrawalInput {
  readonly payment_method: RawText
  readonly amount: AmountInput
}

export type ValidWithdrawal<R extends WithdrawalInput> = Omit<R, 'payment_method' | 'amount'> & {
  readonly payment_method: PaymentMethod
  readonly amount: Cents
}

/** No minimum or maximum here: the server refuses more than the withdrawable balance. */
export const parseWithdrawal = <R extends WithdrawalInput>(
  input: R,
): E.Either<InvalidForm<WithdrawalField>, ValidWithdrawal<R>> =>
  pipe(
    validateFields({ payment_method: parsePaymentMethod(input.payment_method), amount: parseAmount(input.amount) }),
    E.map((checked) => ({ ...input, ...checked })),
  )
