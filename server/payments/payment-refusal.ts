/** What the payment use cases refuse with; the routes turn each into a 4xx `{message, errors}`. */
export type PaymentRefusal =
  /** 422: the first message is the answer's message. */
  | { readonly _tag: 'Invalid'; readonly errors: Readonly<Record<string, readonly string[]>> }
  /** 404: not the player's, or no such thing (the two look the same from outside). */
  | { readonly _tag: 'NotFound' }
  /** 409: the request clashes with what is already recorded. */
  | { readonly _tag: 'Conflict'; readonly message: string }

export const invalid = (field: string, message: string): PaymentRefusal => ({ _tag: 'Invalid', errors: { [field]: [message] } })
export const notFound: PaymentRefusal = { _tag: 'NotFound' }

export type Refusable<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: PaymentRefusal }

export const accepted = <T>(value: T): Refusable<T> => ({ ok: true, value })
export const refused = (refusal: PaymentRefusal): Refusable<never> => ({ ok: false, refusal })
