import { assertNever } from '../shared/assert-never'
import type { GatewayError } from '../shared/gateway-error'

/** What the console says when a call fails: the API's own words when it gave some. */
export function operatorErrorText(error: GatewayError): string {
  switch (error._tag) {
    case 'Offline':
      return 'The server did not answer. Check the connection and try again.'
    case 'BadPayload':
      return 'The server answered something the console does not understand. Nothing was changed here; reload and check.'
    case 'Unexpected':
      if (error.message !== undefined) return error.message
      if (error.status === 401) return 'Your session has ended. Sign in again.'
      if (error.status === 403) return 'You do not have the permission for this.'
      return `The server refused this (HTTP ${error.status}).`
    default:
      return assertNever(error)
  }
}

/** A 401 means the operator's token is no longer good: the console goes back to its sign-in. */
export const sessionEnded = (error: GatewayError): boolean => error._tag === 'Unexpected' && error.status === 401
