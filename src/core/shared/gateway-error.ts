/**
 * What can go wrong when a port talks to something remote, whatever the port.
 * - Offline: the request never got an answer.
 * - Unexpected: an answer with a status the caller did not expect; `message` and `errors`
 *   carry the API's `{ message, errors }` body when it had one.
 * - BadPayload: a 2xx answer whose body did not decode.
 */
export type GatewayError =
  | { readonly _tag: 'Offline' }
  | {
      readonly _tag: 'Unexpected'
      readonly status: number
      readonly message?: string
      readonly errors?: Readonly<Record<string, readonly string[]>>
    }
  | { readonly _tag: 'BadPayload'; readonly detail: string }

export const offline = (): GatewayError => ({ _tag: 'Offline' })
export const unexpected = (status: number, message?: string): GatewayError =>
  message === undefined ? { _tag: 'Unexpected', status } : { _tag: 'Unexpected', status, message }
export const badPayload = (detail: string): GatewayError => ({ _tag: 'BadPayload', detail })
