import { assertNever } from '../shared/assert-never'
import { firstMessage } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { OperatorRefusal } from './operator-refusal'

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

/** What the console says when an action is refused: the shared rule's message, or the API's. */
export const operatorRefusalText = <F extends string>(refusal: OperatorRefusal<F>): string =>
  refusal._tag === 'InvalidForm' ? firstMessage(refusal) : operatorErrorText(refusal)

/** A 401 means the operator's token is no longer good: the console goes back to its sign-in. */
export const sessionEnded = <F extends string>(refusal: OperatorRefusal<F>): boolean =>
  refusal._tag === 'Unexpected' && refusal.status === 401
