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

export type PasswordChangeField = 'current_password' | 'new_password' | 'new_password_confirmation'

/** The update-password payload as the API names it. */
export interface PasswordChangeInput {
  readonly current_password?: RawText
  readonly new_password?: RawText
  readonly new_password_confirmation?: RawText
}

/** Every value kept exactly as typed. */
export interface ValidPasswordChange {
  readonly current_password: string
  readonly new_password: Password
  readonly new_password_confirmation: string
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
    current_password: requireSecret(PASSWORD_CHANGE_MESSAGES.currentMissing)(input.current_password),
    new_password: parseNewPassword(input.new_password),
    new_password_confirmation: parseConfirmation(input.new_password)(input.new_password_confirmation),
  })
