import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { breakMessage, type PlayBreak } from '../../src/core/safer-play/exclusion.rules'
import { parseSecondFactor } from '../../src/core/auth/two-factor.rules'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { Db } from '../db/database'
import type { AccessTokens } from './access-tokens.port'
import type { LoginDevices } from './login-devices.port'
import { accountSubject, type LoginThrottle } from './login-throttle.port'
import type { SignedIn } from './login.use-case'
import { sessionGrant } from './session-grant'
import type { SignInChallenges } from './sign-in-challenges'
import type { TwoFactor } from './two-factor'
import type { Users } from './users.port'

export type CompleteSignInError =
  | InvalidForm<'code'>
  /** The one answer to a wrong password, a wrong or used code, and an unknown or expired step. */
  | { readonly _tag: 'SignInFailed' }
  | { readonly _tag: 'Locked' }
  | { readonly _tag: 'OnBreak'; readonly message: string }

/**
 * The code step of a two-factor sign-in: the challenge from the password step and a TOTP code (or
 * a recovery code). The challenge is taken first, whatever follows, so it answers once: a wrong
 * code sends the player back to the password, and every guess at a code costs a password step the
 * login throttle counts per account (and per device, the device cookie of #20 §3). Until both the
 * password and the code are right every failure is SignInFailed; the code is checked (and spent)
 * only when the password was right, so a wrong password never burns a good code. Like the
 * password step, the lock and a break are said only to whoever got both right.
 */
export const makeCompleteSignIn =
  (deps: {
    db: Db
    users: Pick<Users, 'findForSignIn'>
    tokens: AccessTokens
    throttle: LoginThrottle
    devices: LoginDevices
    challenges: Pick<SignInChallenges, 'take'>
    twoFactor: Pick<TwoFactor, 'take' | 'isOn'>
    breakInForce: (userId: number) => Promise<PlayBreak | null>
  }) =>
  (input: { readonly challenge: string; readonly code?: string | null }): TE.TaskEither<CompleteSignInError, SignedIn> =>
  async () => {
    const factor = parseSecondFactor(input.code)
    // A code that cannot be one is a typo: the step stays open for the player to fix it.
    if (E.isLeft(factor)) return E.left({ _tag: 'InvalidForm', errors: { code: factor.left } })
    const challenge = await deps.challenges.take(input.challenge)
    if (challenge === null) return E.left({ _tag: 'SignInFailed' })
    const user = await deps.users.findForSignIn(challenge.userId)
    if (user === null) return E.left({ _tag: 'SignInFailed' })
    // A wrong password reads the secret as a code check would, so the two take about as long.
    const codeOk = challenge.passwordOk
      ? await deps.twoFactor.take(user.id, factor.right)
      : await deps.twoFactor.isOn(user.id).then(() => false)
    if (!codeOk) return E.left({ _tag: 'SignInFailed' })
    if (user.locked) return E.left({ _tag: 'Locked' })
    const account = accountSubject(user.id)
    const subjects = { account, address: challenge.address, device: challenge.device }
    await deps.throttle.succeeded(subjects, { attemptIds: [challenge.attemptId] })
    const onBreak = await deps.breakInForce(user.id)
    if (onBreak !== null) return E.left({ _tag: 'OnBreak', message: breakMessage(onBreak) })
    const newDeviceToken = await deps.devices.confirm(account, challenge.device)
    const issued = await deps.tokens.issue(deps.db, user.id)
    return E.right({ _tag: 'SignedIn', grant: sessionGrant(issued.token, user), newDeviceToken })
  }

export type CompleteSignIn = ReturnType<typeof makeCompleteSignIn>
