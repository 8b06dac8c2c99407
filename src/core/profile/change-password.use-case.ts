import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import { parsePasswordChange, type PasswordChangeField, type PasswordChangeInput } from './password-change.rules'
import type { ProfileGateway } from './profile-gateway.port'

export const PASSWORD_CHANGE_RESULT_MESSAGES = {
  changed: 'Password updated successfully!',
  wrongCurrent: 'Current password is incorrect.',
  failed: 'An error occurred while updating the password.',
} as const

/** What the three password inputs hold after a successful change. */
export const CLEARED_PASSWORD_FIELDS: Readonly<Record<PasswordChangeField, ''>> = {
  currentPassword: '',
  newPassword: '',
  newPasswordConfirmation: '',
}

export interface PasswordChanged {
  readonly _tag: 'PasswordChanged'
  /**
   * Put these in the form: the three fields are cleared
   * (docs/product/entities-and-states.md#profile-screen).
   */
  readonly fields: typeof CLEARED_PASSWORD_FIELDS
}

/** InvalidForm: nothing was sent. PasswordNotChanged: the server refused or was not reached. */
export type ChangePasswordError = InvalidForm<PasswordChangeField> | { readonly _tag: 'PasswordNotChanged'; readonly error: GatewayError }

/** The toast for a change the server did not make (docs/product/messages.md#password): a 401 is a wrong current password. */
export const passwordNotChangedMessage = (error: GatewayError): string =>
  error._tag === 'Unexpected' && error.status === 401
    ? PASSWORD_CHANGE_RESULT_MESSAGES.wrongCurrent
    : PASSWORD_CHANGE_RESULT_MESSAGES.failed

/** Changes the account password; an invalid form sends nothing. */
export const makeChangePassword =
  (deps: { profiles: ProfileGateway }) =>
  (input: PasswordChangeInput): TE.TaskEither<ChangePasswordError, PasswordChanged> =>
    pipe(
      TE.fromEither(parsePasswordChange(input)),
      TE.flatMap((valid) =>
        pipe(
          deps.profiles.changePassword(valid),
          TE.mapError((error): ChangePasswordError => ({ _tag: 'PasswordNotChanged', error })),
        ),
      ),
      TE.map((): PasswordChanged => ({ _tag: 'PasswordChanged', fields: CLEARED_PASSWORD_FIELDS })),
    )

export type ChangePassword = ReturnType<typeof makeChangePassword>
