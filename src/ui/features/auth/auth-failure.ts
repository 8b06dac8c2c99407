import type { LoginError } from '../../../core/auth/login.use-case'
import type { RegisterError } from '../../../core/auth/register.use-case'
import { assertNever } from '../../../core/shared/assert-never'
import { noErrors, ruleErrors, serverErrors, type FieldErrors } from '../../forms/field-errors'

/** The messages a refused login or sign-up puts under its fields: the rule's, or a 422's. */
export const authFieldErrors = <K extends string>(error: LoginError | RegisterError): FieldErrors<K> => {
  switch (error._tag) {
    case 'InvalidForm':
      return ruleErrors(error.errors as Partial<Record<K, string>>)
    case 'Unexpected':
      return serverErrors(error)
    case 'Offline':
    case 'BadPayload':
    case 'WrongCredentials':
      return noErrors()
    default:
      return assertNever(error)
  }
}
