import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { parseLogin, type LoginField } from '../../src/core/auth/login.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { Db } from '../db/database'
import type { AccessTokens } from '../accounts/access-tokens.port'
import type { LoginDevices } from '../accounts/login-devices.port'
import { accountSubject, type LoginThrottle } from '../accounts/login-throttle.port'
import type { PasswordHasher } from '../accounts/password-hasher.port'
import type { AuditLog } from './audit-log.port'
import type { OperatorAccounts, OperatorRecord } from './operator-accounts.port'
import { parseOperatorPassword } from './operator-password.rules'
import { checkTotp } from '../accounts/totp'

export interface OperatorSignInInput {
  readonly email: string
  readonly password: string
  readonly code: string
  /** Required while the password is the one-time one the command line printed. */
  readonly new_password?: string
}

export type OperatorSignInField = LoginField | 'code' | 'new_password'

export const CODE_MESSAGES = {
  missing: 'Enter the 6-digit code from your authenticator app.',
} as const

/**
 * The one answer to every sign-in that is not right yet: an unknown operator, a wrong password, a
 * wrong or used code. A guesser learns nothing about which part failed until all of them are right.
 */
export const SIGN_IN_FAILED_MESSAGE =
  'The email, password or authentication code is not right. Codes work once: check the time on your phone and enter the code it shows now.'

export type OperatorSignInError =
  | InvalidForm<OperatorSignInField>
  | { readonly _tag: 'WrongCredentials' }
  | { readonly _tag: 'Locked' }
  | { readonly _tag: 'Throttled'; readonly retryAfterSeconds: number }

export interface OperatorSignInSuccess {
  readonly session: OperatorSession
  /** A device token for the browser (device-cookie.ts), when it is not yet one of the operator's. */
  readonly newDeviceToken: string | null
}

export interface OperatorSession {
  readonly token: string
  readonly expiresAt: Date
  readonly operator: OperatorRecord
}

const invalid = (field: OperatorSignInField, message: string): InvalidForm<OperatorSignInField> => ({
  _tag: 'InvalidForm',
  errors: { [field]: message },
})

/**
 * An operator signs in with email (or username), password and the TOTP code of the moment. Until
 * the password and the code are both right every failure answers alike (WrongCredentials) and
 * takes as long, and is written in the audit log; each one counts in the same throttle as players'
 * logins, a browser that signed in before (its device cookie) on its own. A code is taken once:
 * the step it belongs to is recorded atomically, so a replayed code (or two requests racing with
 * one) fails. While the password is the one-time one, the sign-in must also set the operator's
 * own (said only once both are right, and before the code is taken); a one-time password past its
 * expiry no longer signs in.
 */
export const makeOperatorSignIn =
  (deps: {
    db: Db
    operators: OperatorAccounts
    hasher: PasswordHasher
    tokens: AccessTokens
    throttle: LoginThrottle
    devices: LoginDevices
    audit: AuditLog
    clock: Clock
  }) =>
  (
    input: OperatorSignInInput,
    clientAddress: string,
    presentedDevices: readonly string[] = [],
  ): TE.TaskEither<OperatorSignInError, OperatorSignInSuccess> =>
  async () => {
    const login = parseLogin({ email: input.email, password: input.password })
    if (E.isLeft(login)) return login
    const code = input.code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) return E.left(invalid('code', CODE_MESSAGES.missing))
    const { email: loginId, password } = login.right
    const operator = await deps.operators.findForSignIn(loginId)
    const account = operator ? accountSubject(operator.id) : `login:${loginId.toLowerCase()}`
    const device = operator ? await deps.devices.recognise(account, presentedDevices) : null
    const subjects = { account, address: clientAddress, device }
    const admission = await deps.throttle.admit(subjects)()
    if (E.isLeft(admission)) return admission

    const failed = async (reason: string): Promise<E.Either<OperatorSignInError, never>> => {
      await deps.audit.record(deps.db, {
        operatorId: operator?.id ?? null,
        via: 'api',
        action: 'operator.sign_in_failed',
        target: operator ? { type: 'operator', id: String(operator.id) } : null,
        after: operator ? undefined : { login: loginId.slice(0, 120) },
        reason,
        address: clientAddress,
      })
      return E.left({ _tag: 'WrongCredentials' })
    }
    if (operator === null) {
      await deps.hasher.verifyNothing(password)
      return failed('unknown operator')
    }
    if (!(await deps.hasher.verify(operator.passwordHash, password))) return failed('wrong password')
    const now = deps.clock.now()
    if (operator.passwordIsTemporary && operator.temporaryPasswordExpiresAt !== null && operator.temporaryPasswordExpiresAt <= now) {
      return failed('one-time password expired')
    }
    const check = await checkTotp(operator.totpSecret, code, now.getTime(), operator.totpLastStep)
    if (check._tag === 'Wrong') return failed('wrong code')
    if (check._tag === 'Reused') return failed('code already used')
    // Both are right: from here the answer may say what is wrong.
    if (operator.locked) {
      await failed('operator locked')
      return E.left({ _tag: 'Locked' })
    }
    const newPassword = operator.passwordIsTemporary ? parseOperatorPassword(input.new_password, password) : E.right(null)
    // Checked before the code is taken, so a code is not spent on a sign-in that cannot finish.
    if (E.isLeft(newPassword)) return E.left(invalid('new_password', newPassword.left))
    if (!(await deps.operators.takeTotpStep(operator.id, check.step))) return failed('code already used')

    if (newPassword.right !== null) await deps.operators.replaceTemporaryPassword(operator.id, await deps.hasher.hash(newPassword.right))
    await deps.throttle.succeeded(subjects, admission.right)
    const newDeviceToken = await deps.devices.confirm(account, device)
    const issued = await deps.db.transaction().execute(async (trx) => {
      const token = await deps.tokens.issue(trx, operator.id, 'operator')
      await deps.audit.record(trx, {
        operatorId: operator.id,
        via: 'api',
        action: 'operator.signed_in',
        target: { type: 'operator', id: String(operator.id) },
        after: { password_replaced: newPassword.right !== null },
        address: clientAddress,
      })
      return token
    })
    const session = { token: issued.token, expiresAt: issued.expiresAt, operator: { ...operator, passwordIsTemporary: false } }
    return E.right({ session, newDeviceToken })
  }

export type OperatorSignIn = ReturnType<typeof makeOperatorSignIn>
