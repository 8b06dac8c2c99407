import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { FORM_ERRORS_TOAST, type InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { Notifier } from '../shared/notifier.port'
import { parsePasswordChange, type PasswordChangeField, type PasswordChangeInput } from './password-change.rules'
import type { ProfileGateway } from './profile-gateway.port'

export const PASSWORD_CHANGE_RESULT_MESSAGES = {
  changed: 'Password updated successfully!',
  wrongCurrent: 'Current password is incorrect.',
  failed: 'An error occurred while updating the password.',
} as const

/** What the three password inputs hold after a successful change. */
export const CLEARED_PASSWORD_FIELDS: Readonly<Record<PasswordChangeField, ''>> = {
  current_password: '',
  new_password: '',
  new_password_confirmation: '',
}

export interface PasswordChanged {
  readonly _tag: 'PasswordChanged'
  /**
   * Put these in the form: the three fields are cleared
   * (docs/product/entities-and-states.md#profile-screen).
   */
  readonly fields: typeof CLEARED_PASSWORD_FIELDS
}

/** Both kinds are already toasted; InvalidForm's `errors` may also show under the fields. */
export type ChangePasswordError = InvalidForm<PasswordChangeField> | { readonly _tag: 'PasswordNotChanged'; readonly error: GatewayError }

const failureMessage = (error: GatewayError): string =>
  error._tag === 'Unexpected' && error.status === 401
    ? PASSWORD_CHANGE_RESULT_MESSAGES.wrongCurrent
    : PASSWORD_CHANGE_RESULT_MESSAGES.failed

/** Changes the account password; an invalid form toasts and sends nothing. */
export const makeChangePassword =
  (deps: { profiles: ProfileGateway; notifier: Notifier }) =>
  (input: PasswordChangeInput): TE.TaskEither<ChangePasswordError, PasswordChanged> =>
    pipe(
      TE.fromEither(parsePasswordChange(input)),
      TE.tapError(() => TE.fromIO(() => deps.notifier.error(FORM_ERRORS_TOAST))),
      TE.flatMap((valid) =>
        pipe(
          deps.profiles.changePassword(valid),
          TE.mapError((error): ChangePasswordError => {
            deps.notifier.error(failureMessage(error))
            return { _tag: 'PasswordNotChanged', error }
          }),
        ),
      ),
      TE.map((): PasswordChanged => ({ _tag: 'PasswordChanged', fields: CLEARED_PASSWORD_FIELDS })),
      TE.tapIO(() => () => deps.notifier.success(PASSWORD_CHANGE_RESULT_MESSAGES.changed)),
    )

export type ChangePassword = ReturnType<typeof makeChangePassword>
