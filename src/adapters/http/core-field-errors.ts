import type { GatewayError } from '../../core/shared/gateway-error'
import { toCoreNames, type FieldNames } from '../../contracts/field-names'

/** A refusal's field messages (a 422's `errors`) keyed by the core's field names, for its forms. */
export const coreFieldErrors =
  (names: FieldNames) =>
  (error: GatewayError): GatewayError =>
    error._tag === 'Unexpected' && error.errors !== undefined ? { ...error, errors: toCoreNames(names, error.errors) } : error
