import * as E from 'fp-ts/Either'
import { breakMessage, type PlayBreak } from '../../src/core/safer-play/exclusion.rules'
import type * as TE from 'fp-ts/TaskEither'
import { parseLogin, type LoginField, type LoginInput } from '../../src/core/auth/login.rules'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { Db } from '../db/database'
import type { AccessTokens } from './access-tokens.port'
import type { LoginDevices } from './login-devices.port'
import { accountSubject, type LoginThrottle, type Throttled } from './login-throttle.port'
import type { PasswordHasher } from './password-hasher.port'
import { sessionGrant, type SessionGrant } from './session-grant'
import type { SignInChallenges } from './sign-in-challenges'
import type { TwoFactor } from './two-factor'
import type { Users } from './users.port'

/** A session, and the device token to hand the browser when it is not yet a known device. */
export interface SignedIn {
  readonly _tag: 'SignedIn'
  readonly grant: SessionGrant
  readonly newDeviceToken: string | null
}

/** Two-factor sign-in is on: the code step's token (sign-in-challenges.ts), whatever the password was. */
export interface CodeNeeded {
  readonly _tag: 'CodeNeeded'
  readonly challenge: string
}

export type LoginSuccess = SignedIn | CodeNeeded

export type LoginError =
  | InvalidForm<LoginField>
  | { readonly _tag: 'WrongCredentials' }
  | Throttled
  | { readonly _tag: 'Locked' }
  /** A cool-off or self-exclusion in force: `message` says until when and where to find help. */
  | { readonly _tag: 'OnBreak'; readonly message: string }

/**
 * Logs a player in by email or username. A wrong password and an unknown login fail alike and
 * take as long (an unknown login is checked against a dummy hash). `presentedDevices` are the
 * browser's device cookie tokens: one that signed in to this account before makes the attempt
 * that device's, throttled on its own. With two-factor sign-in on, the answer is the code step
 * (complete-sign-in.use-case.ts), right password or not. Rejects only when the database fails.
 */
export const makeLogin =
  (deps: {
    db: Db
    users: Users
    hasher: PasswordHasher
    tokens: AccessTokens
    throttle: LoginThrottle
    devices: LoginDevices
    /** The player's cool-off or self-exclusion in force, or null (server/safer-play/play-breaks.ts). */
    breakInForce: (userId: number) => Promise<PlayBreak | null>
    twoFactor: Pick<TwoFactor, 'isOn'>
    challenges: Pick<SignInChallenges, 'open'>
  }) =>
  (input: LoginInput, clientAddress: string, presentedDevices: readonly string[] = []): TE.TaskEither<LoginError, LoginSuccess> =>
  async () => {
    const parsed = parseLogin(input)
    if (E.isLeft(parsed)) return parsed
    const { email: loginId, password } = parsed.right
    const user = await deps.users.findForLogin(loginId)
    // Keyed by the account when there is one, so its email and its username share one count.
    const account = user ? accountSubject(user.id) : `login:${loginId.toLowerCase()}`
    const device = user ? await deps.devices.recognise(account, presentedDevices) : null
    const subjects = { account, address: clientAddress, device }
    const admission = await deps.throttle.admit(subjects)()
    if (E.isLeft(admission)) return admission
    if (user === null) {
      await deps.hasher.verifyNothing(password)
      return E.left({ _tag: 'WrongCredentials' })
    }
    const passwordOk = await deps.hasher.verify(user.passwordHash, password)
    if (await deps.twoFactor.isOn(user.id)) {
      // Right password or wrong, the same answer: only the code step says, and only "one of the two".
      // The attempt stays counted as a failure until that step succeeds.
      const challenge = await deps.challenges.open({
        userId: user.id,
        passwordOk,
        address: clientAddress,
        device,
        attemptId: admission.right.attemptIds[0] ?? -1,
      })
      return E.right({ _tag: 'CodeNeeded', challenge })
    }
    if (!passwordOk) return E.left({ _tag: 'WrongCredentials' })
    // Said only to whoever knows the password, so it tells a stranger nothing; it stays counted as a failure.
    if (user.locked) return E.left({ _tag: 'Locked' })
    await deps.throttle.succeeded(subjects, admission.right)
    // Like the lock, said only to whoever knows the password.
    const onBreak = await deps.breakInForce(user.id)
    if (onBreak !== null) return E.left({ _tag: 'OnBreak', message: breakMessage(onBreak) })
    const newDeviceToken = await deps.devices.confirm(account, device)
    const issued = await deps.tokens.issue(deps.db, user.id)
    return E.right({ _tag: 'SignedIn', grant: sessionGrant(issued.token, user), newDeviceToken })
  }

export type Login = ReturnType<typeof makeLogin>
