import type { InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'

/** What a console action can meet: its form refused by the shared rule before sending, or the API's answer. */
export type OperatorRefusal<F extends string> = InvalidForm<F> | GatewayError
