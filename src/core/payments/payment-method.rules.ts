import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { requireText, type RawText } from '../shared/form-errors'

/**
 * A chosen payment method, trimmed. Which methods exist is the server's business: the rule only
 * refuses "nothing chosen", and the server refuses a method it does not offer.
 */
export type PaymentMethod = string & { readonly _brand: 'PaymentMethod' }

export const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method'

export const parsePaymentMethod = (raw: RawText): E.Either<string, PaymentMethod> =>
  pipe(
    requireText(PAYMENT_METHOD_MESSAGE)(raw),
    E.map((text) => text as PaymentMethod),
  )
