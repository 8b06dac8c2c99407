import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { parseLogin, type LoginField } from '../../src/core/auth/login.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { Db } from '../db/database'
import type { AccessTokens } from '../accounts/access-tokens.port'
import { accountSubject, type LoginThrottle } from '../accounts/login-throttle.port'
import type { PasswordHasher } from '../accounts/password-hasher.port'
import type { AuditLog } from './audit-log.port'
import type { OperatorAccounts, OperatorRecord } from './operator-accounts.port'
import { parseOperatorPassword } from './operator-password.rules'
import { checkTotp } from './operator-totp'

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
  wrong: 'The authentication code is not right. Check the time on your phone and enter the code it shows now.',
  reused: 'This code has already been used. Wait for the next code and enter that one.',
} as const

export type OperatorSignInError =
  | InvalidForm<OperatorSignInField>
  | { readonly _tag: 'WrongCredentials' }
  | { readonly _tag: 'WrongCode' }
  | { readonly _tag: 'CodeReused' }
  | { readonly _tag: 'Locked' }
  | { readonly _tag: 'Throttled'; readonly retryAfterSeconds: number }

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
 * An operator signs in with email (or username), password and the TOTP code of the moment. A
 * wrong password and an unknown operator fail alike and take as long; every failure, a wrong code
 * included, counts in the same throttle as players' logins. A code is taken once: the step it
 * belongs to is recorded atomically, so a replayed code (or two requests racing with one) fails.
 * While the password is the one-time one, the sign-in must also set the operator's own.
 */
export const makeOperatorSignIn =
  (deps: {
    db: Db
    operators: OperatorAccounts
    hasher: PasswordHasher
    tokens: AccessTokens
    throttle: LoginThrottle
    audit: AuditLog
    clock: Clock
  }) =>
  (input: OperatorSignInInput, clientAddress: string): TE.TaskEither<OperatorSignInError, OperatorSession> =>
  async () => {
    const login = parseLogin({ email: input.email, password: input.password })
    if (E.isLeft(login)) return login
    const code = input.code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(code)) return E.left(invalid('code', CODE_MESSAGES.missing))
    const { email: loginId, password } = login.right
    const operator = await deps.operators.findForSignIn(loginId)
    const subjects = { account: operator ? accountSubject(operator.id) : `login:${loginId.toLowerCase()}`, address: clientAddress }
    const admission = await deps.throttle.admit(subjects)()
    if (E.isLeft(admission)) return admission
    if (operator === null) {
      await deps.hasher.verifyNothing(password)
      return E.left({ _tag: 'WrongCredentials' })
    }
    if (!(await deps.hasher.verify(operator.passwordHash, password))) return E.left({ _tag: 'WrongCredentials' })
    if (operator.locked) return E.left({ _tag: 'Locked' })
    const newPassword = operator.passwordIsTemporary ? parseOperatorPassword(input.new_password, password) : E.right(null)
    // Checked before the code, so a code is not spent on a sign-in that cannot finish.
    if (E.isLeft(newPassword)) return E.left(invalid('new_password', newPassword.left))

    const check = await checkTotp(operator.totpSecret, code, deps.clock.now().getTime(), operator.totpLastStep)
    if (check._tag === 'Wrong') return E.left({ _tag: 'WrongCode' })
    if (check._tag === 'Reused' || !(await deps.operators.takeTotpStep(operator.id, check.step))) return E.left({ _tag: 'CodeReused' })

    if (newPassword.right !== null) await deps.operators.replaceTemporaryPassword(operator.id, await deps.hasher.hash(newPassword.right))
    await deps.throttle.succeeded(subjects, admission.right)
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
    return E.right({ token: issued.token, expiresAt: issued.expiresAt, operator: { ...operator, passwordIsTemporary: false } })
  }

export type OperatorSignIn = ReturnType<typeof makeOperatorSignIn>
