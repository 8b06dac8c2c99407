import type { WrongCredentials } from '../../../core/auth/auth-gateway.port'
import type { InvalidForm } from '../../../core/shared/form-errors'
import type { GatewayError } from '../../../core/shared/gateway-error'

/** What a login or sign-up attempt can fail with. */
export type AuthFailure = InvalidForm<string> | GatewayError | WrongCredentials

/** A message under a field, and whether the server (a 422) or the form's own rule said it. */
export interface FieldError {
  readonly message: string
  readonly fromServer: boolean
}

export type FieldErrors = Readonly<Record<string, FieldError | undefined>>

const tagged = (messages: Readonly<Record<string, string | undefined>>, fromServer: boolean): FieldErrors =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([field, message]) => (message === undefined ? [] : [[field, { message, fromServer }]])),
  )

/** The messages a failure puts under the fields: the rule's, or the first of each field in a 422's `errors`. */
export const fieldErrorsOf = (failure: AuthFailure): FieldErrors => {
  if (failure._tag === 'InvalidForm') return tagged(failure.errors, false)
  if (failure._tag !== 'Unexpected' || failure.errors === undefined) return {}
  return tagged(Object.fromEntries(Object.entries(failure.errors).map(([field, all]) => [field, all[0]])), true)
}

/** The rule's messages, as client field errors. */
export const clientErrors = (messages: Readonly<Record<string, string | undefined>>): FieldErrors => tagged(messages, false)
