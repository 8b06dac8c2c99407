import {
  CLEARED_PASSWORD_FIELDS,
  PASSWORD_CHANGE_RESULT_MESSAGES,
  passwordNotChangedMessage,
  type ChangePasswordError,
} from '../../../../core/profile/change-password.use-case'
import { parsePasswordChange, type PasswordChangeField } from '../../../../core/profile/password-change.rules'
import { assertNever } from '../../../../core/shared/assert-never'
import { FORM_ERRORS_TOAST } from '../../../../core/shared/form-errors'
import type { GatewayError } from '../../../../core/shared/gateway-error'
import type { Notifier } from '../../../../core/shared/notifier.port'
import { useDependency } from '../../../di/container-context'
import { ruleErrors, ruleMessages, serverError, serverErrors, type FieldErrors } from '../../../forms/field-errors'
import { useForm } from '../../../forms/use-form'
import { accountArea } from '../../../../composition/areas/account.area'

const INITIAL: Readonly<Record<PasswordChangeField, string>> = CLEARED_PASSWORD_FIELDS

/** Where the server's refusal goes: a wrong current password, or a wait after too many (429), sits under it. */
const refusalErrors = (cause: GatewayError): FieldErrors<PasswordChangeField> => {
  if (cause._tag !== 'Unexpected') return {}
  if (cause.status === 401) return serverError('currentPassword', PASSWORD_CHANGE_RESULT_MESSAGES.wrongCurrent)
  if (cause.status === 429 && cause.message !== undefined) return serverError('currentPassword', cause.message)
  return serverErrors(cause)
}

const fieldErrors = (error: ChangePasswordError): FieldErrors<PasswordChangeField> => {
  switch (error._tag) {
    case 'InvalidForm':
      return ruleErrors(error.errors)
    case 'PasswordNotChanged':
      return refusalErrors(error.error)
    default:
      return assertNever(error)
  }
}

/** Every outcome is toasted (docs/product/messages.md#password). */
const announceRefusal = (notifier: Notifier, error: ChangePasswordError): void => {
  switch (error._tag) {
    case 'InvalidForm':
      return notifier.error(FORM_ERRORS_TOAST)
    case 'PasswordNotChanged':
      return notifier.error(passwordNotChangedMessage(error.error))
    default:
      return assertNever(error)
  }
}

/**
 * The password section: every failure keeps what was typed; success clears the three fields
 * (docs/product/entities-and-states.md#profile-screen).
 */
export function usePasswordForm() {
  const changePassword = useDependency('ChangePassword', accountArea)
  const notifier = useDependency('Notifier')
  return useForm({
    initial: INITIAL,
    check: (values) => ruleMessages(parsePasswordChange(values)),
    run: changePassword,
    fieldErrors,
    accepted: (changed) => () => changed.fields,
    done: () => notifier.success(PASSWORD_CHANGE_RESULT_MESSAGES.changed),
    refused: (error) => announceRefusal(notifier, error),
  })
}
