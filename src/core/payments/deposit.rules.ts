import * as E from 'fp-ts/Either'
import { validateFields, type InvalidForm, type RawText } from '../shared/form-errors'
import { parseAmount, parseCents, type AmountInput, type Cents } from './amount.rules'
import { AGE_MESSAGES, parseAdultDateOfBirth } from '../profile/date-of-birth.rules'
import { parsePaymentMethod, type PaymentMethod } from './payment-method.rules'

/** Method first, then amount, then the date of birth: an alert shows only the first message (`firstMessage`). */
export type DepositField = 'paymentMethod' | 'amount' | 'dob'

export interface WalletAddressDepositInput {
  readonly paymentMethod: RawText
  readonly amount: AmountInput
  /** Present (even empty) only when the form asks for it: the profile has no date of birth. */
  readonly dateOfBirth?: string
}

export interface ValidWalletAddressDeposit {
  readonly paymentMethod: PaymentMethod
  readonly amount: Cents
  readonly dob: string | undefined
}

/**
 * The date of birth a first deposit asks for: undefined when not asked (one is on the profile,
 * which the server judges); otherwise a real past date of someone 18 or over `today`.
 */
export const parseDepositDateOfBirth = (asked: string | undefined, today: Date): E.Either<string, string | undefined> =>
  asked === undefined ? E.right(undefined) : asked.trim() === '' ? E.left(AGE_MESSAGES.missing) : parseAdultDateOfBirth(asked, today)

export const parseWalletAddressDeposit = (
  input: WalletAddressDepositInput,
  today: Date,
): E.Either<InvalidForm<DepositField>, ValidWalletAddressDeposit> =>
  validateFields({
    paymentMethod: parsePaymentMethod(input.paymentMethod),
    amount: parseAmount(input.amount),
    dob: parseDepositDateOfBirth(input.dateOfBirth, today),
  })

/**
 * The Wallet Connect tab checks nothing of the amount (spec). An amount that is not a
 * positive number of cents becomes 0: the request still goes out, and the server, which decides
 * money, refuses it with 'Please enter a valid amount'.
 */
interface WalletConnectDeposit {
  readonly amount: Cents | 0
  readonly dob: string | undefined
}

/** Only the date of birth, when asked, is checked here: it is ours, not the specification's tab. */
export const parseWalletConnectDeposit = (
  input: { readonly amount: AmountInput; readonly dateOfBirth?: string },
  today: Date,
): E.Either<InvalidForm<'dob'>, WalletConnectDeposit> => {
  const dob = parseDepositDateOfBirth(input.dateOfBirth, today)
  if (E.isLeft(dob)) return E.left({ _tag: 'InvalidForm', errors: { dob: dob.left } })
  return E.right({ amount: E.getOrElse<'NotAnAmount', Cents | 0>(() => 0)(parseCents(input.amount)), dob: dob.right })
}
