import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { validateFields, type InvalidForm, type RawText } from '../shared/form-errors'
import { parseEmailField, type Email } from './email.rules'
import { parseFullName, type FullName } from './full-name.rules'
import { parseConfirmation, parseSignUpPassword, type Password } from './password.rules'
import { parseUsername, type Username } from './username.rules'

export const SIGN_UP_EMAIL_MESSAGES = {
  missing: 'Email is required.',
  invalid: 'Enter a valid email address.',
} as const

/** In the form's order; promoCode is optional and never fails. */
export type SignUpField = 'name' | 'username' | 'email' | 'password' | 'passwordConfirmation'

/** What the sign-up form holds; the API's names for it stop at the adapters (REGISTER_FIELDS). */
export interface SignUpInput {
  readonly name?: RawText
  readonly username?: RawText
  readonly email?: RawText
  readonly password?: RawText
  readonly passwordConfirmation?: RawText
  readonly promoCode?: RawText
  /** The referral link's `ref`, carried from the sign-up page's address; never typed by the player. */
  readonly ref?: RawText
}

export interface ValidSignUp {
  readonly name: FullName
  readonly username: Username
  readonly email: Email
  readonly password: Password
  readonly passwordConfirmation: string
  /** Passed through untouched ('' when absent): the spec does not validate it. */
  readonly promoCode: string
  /** Passed through ('' when absent): the server attributes it quietly or not at all. */
  readonly ref: string
}

export const parseSignUpEmail = parseEmailField(SIGN_UP_EMAIL_MESSAGES)

export const parseSignUp = (input: SignUpInput): E.Either<InvalidForm<SignUpField>, ValidSignUp> =>
  pipe(
    validateFields({
      name: parseFullName(input.name),
      username: parseUsername(input.username),
      email: parseSignUpEmail(input.email),
      password: parseSignUpPassword(input.password),
      passwordConfirmation: parseConfirmation(input.password)(input.passwordConfirmation),
    }),
    E.map((valid) => ({ ...valid, promoCode: input.promoCode ?? '', ref: input.ref ?? '' })),
  )
