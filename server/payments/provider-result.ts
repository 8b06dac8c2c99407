/**
 * What a provider call can come back with. `Refused`: the provider answered and said no (a 4xx:
 * a bad address, an unknown payment). `Unavailable`: no usable answer (network, timeout, 5xx, a
 * body we could not read); whether the provider acted is unknown.
 */
export type ProviderFailure =
  | { readonly _tag: 'Refused'; readonly status: number; readonly message: string }
  | { readonly _tag: 'Unavailable'; readonly detail: string }

export type ProviderResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: ProviderFailure }

export const provided = <T>(value: T): ProviderResult<T> => ({ ok: true, value })
export const refusedBy = (status: number, message: string): ProviderResult<never> => ({
  ok: false,
  failure: { _tag: 'Refused', status, message },
})
export const unavailable = (detail: string): ProviderResult<never> => ({ ok: false, failure: { _tag: 'Unavailable', detail } })
