import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { characterCount, parseConfirmation, type Password } from '../auth/password.rules'
import { requireSecret, validateFields, type InvalidForm, type RawText } from '../shared/form-errors'

export const ACCOUNT_PASSWORD_MIN = 8

export const PASSWORD_CHANGE_MESSAGES = {
  currentMissing: 'Current password is required.',
  newMissing: 'New password is required.',
  newTooShort: 'New password must be at least 8 characters.',
} as const

export type PasswordChangeField = 'currentPassword' | 'newPassword' | 'newPasswordConfirmation'

/** What the password form holds; the API's names for it stop at the adapters (PASSWORD_FIELDS). */
export interface PasswordChangeInput {
  readonly currentPassword?: RawText
  readonly newPassword?: RawText
  readonly newPasswordConfirmation?: RawText
}

/** Every value kept exactly as typed. */
export interface ValidPasswordChange {
  readonly currentPassword: string
  readonly newPassword: Password
  readonly newPasswordConfirmation: string
}

export const parseNewPassword = (raw: RawText): E.Either<string, Password> =>
  pipe(
    requireSecret(PASSWORD_CHANGE_MESSAGES.newMissing)(raw),
    E.flatMap((text) =>
      characterCount(text) >= ACCOUNT_PASSWORD_MIN ? E.right(text as Password) : E.left(PASSWORD_CHANGE_MESSAGES.newTooShort),
    ),
  )

export const parsePasswordChange = (input: PasswordChangeInput): E.Either<InvalidForm<PasswordChangeField>, ValidPasswordChange> =>
  validateFields({
    currentPassword: requireSecret(PASSWORD_CHANGE_MESSAGES.currentMissing)(input.currentPassword),
    newPassword: parseNewPassword(input.newPassword),
    newPasswordConfirmation: parseConfirmation(input.newPassword)(input.newPasswordConfirmation),
  })
