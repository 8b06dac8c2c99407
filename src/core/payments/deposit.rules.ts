import * as E from 'fp-ts/Either'
import { validateFields, type InvalidForm, type RawText } from '../shared/form-errors'
import { parseAmount, parseCents, type AmountInput, type Cents } from './amount.rules'
import { parsePaymentMethod, type PaymentMethod } from './payment-method.rules'

/** Method first, then amount: an alert shows only the first message (`firstMessage`). */
export type DepositField = 'paymentMethod' | 'amount'

export interface WalletAddressDepositInput {
  readonly paymentMethod: RawText
  readonly amount: AmountInput
}

export interface ValidWalletAddressDeposit {
  readonly paymentMethod: PaymentMethod
  readonly amount: Cents
}

export const parseWalletAddressDeposit = (
  input: WalletAddressDepositInput,
): E.Either<InvalidForm<DepositField>, ValidWalletAddressDeposit> =>
  validateFields({ paymentMethod: parsePaymentMethod(input.paymentMethod), amount: parseAmount(input.amount) })

/**
 * The Wallet Connect tab checks nothing (spec), so this never fails. An amount that is not a
 * positive number of cents becomes 0: the request still goes out, and the server, which decides
 * money, refuses it with 'Please enter a valid amount'.
 */
interface WalletConnectDeposit {
  readonly amount: Cents | 0
}

export const parseWalletConnectDeposit = (input: { readonly amount: AmountInput }): E.Either<InvalidForm<never>, WalletConnectDeposit> =>
  E.right({ amount: E.getOrElse<'NotAnAmount', Cents | 0>(() => 0)(parseCents(input.amount)) })
