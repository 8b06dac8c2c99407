import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { requireSecret, requireText, validateFields, type InvalidForm, type RawText } from '../shared/form-errors'
import { asEmail, type Email } from './email.rules'
import { asUsername, type Username } from './username.rules'

export const LOGIN_MESSAGES = {
  emailMissing: 'Email is required.',
  emailInvalid: 'Enter a valid email or username.',
  passwordMissing: 'Password is required.',
} as const

export type LoginField = 'email' | 'password'

/** What the login form holds: `email` holds an email or a username. */
export interface LoginInput {
  readonly email?: RawText
  readonly password?: RawText
}

export interface ValidLogin {
  readonly email: Email | Username
  readonly password: string
}

/** An address wins over a username, so it is lower-cased; a username keeps its case. */
export const parseLoginId = (raw: RawText): E.Either<string, Email | Username> =>
  pipe(
    requireText(LOGIN_MESSAGES.emailMissing)(raw),
    E.flatMap((text) =>
      pipe(
        asEmail(text),
        E.orElse<'NotAnEmail', Email | Username, 'NotAUsername'>(() => asUsername(text)),
        E.mapLeft(() => LOGIN_MESSAGES.emailInvalid),
      ),
    ),
  )

export const parseLoginPassword = requireSecret(LOGIN_MESSAGES.passwordMissing)

export const parseLogin = (input: LoginInput): E.Either<InvalidForm<LoginField>, ValidLogin> =>
  validateFields({ email: parseLoginId(input.email), password: parseLoginPassword(input.password) })
