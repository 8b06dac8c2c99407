import * as E from 'fp-ts/Either'

/**
 * What a provider call can fail with. `Refused`: the provider answered and said no (a 4xx: a bad
 * address, an unknown payment). `Unavailable`: no usable answer (network, timeout, 5xx, a body we
 * could not read); whether the provider acted is unknown.
 */
export type ProviderFailure =
  | { readonly _tag: 'Refused'; readonly status: number; readonly message: string }
  | { readonly _tag: 'Unavailable'; readonly detail: string }

export const refusedBy = (status: number, message: string): E.Either<ProviderFailure, never> => E.left({ _tag: 'Refused', status, message })
export const unavailable = (detail: string): E.Either<ProviderFailure, never> => E.left({ _tag: 'Unavailable', detail })
