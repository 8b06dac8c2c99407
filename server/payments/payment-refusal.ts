import { limitReachedMessage, type LimitReached } from '../../src/core/safer-play/limits.rules'
import type { ProviderFailure } from './provider-result'

/** What the payment use cases refuse with; payments.replies.ts turns each into its `{message, errors}` answer. */
export type PaymentRefusal =
  /** 422: the first message is the answer's message. */
  | { readonly _tag: 'Invalid'; readonly errors: Readonly<Record<string, readonly string[]>> }
  /** 404: not the player's, or no such thing (the two look the same from outside). */
  | { readonly _tag: 'NotFound' }
  /** 409: the request clashes with what is already recorded. */
  | { readonly _tag: 'Conflict'; readonly message: string }
  /** 503: crypto payouts are not configured; refused before any money moves. */
  | { readonly _tag: 'PayoutsUnavailable' }
  /** 409: active bonus grants would be forfeited, and the request did not confirm exactly how much. */
  | { readonly _tag: 'ForfeitUnconfirmed'; readonly forfeitCents: number }

/** Every way a payment use case can fail: the player's request refused, or the provider's call failed. */
export type PaymentError = PaymentRefusal | ProviderFailure

export const invalid = (field: string, message: string): PaymentRefusal => ({ _tag: 'Invalid', errors: { [field]: [message] } })
export const notFound: PaymentRefusal = { _tag: 'NotFound' }

/** A deposit past one of the player's deposit limits: a 422 on the amount (the form shows it) naming the limit and when it resets. */
export const limitRefusal = (r: LimitReached): PaymentRefusal => invalid('amount', limitReachedMessage(r))
