import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { parsePasswordChange, type PasswordChangeField, type PasswordChangeInput } from '../../src/core/profile/password-change.rules'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { AccessTokens, TokenOwner } from './access-tokens.port'
import { accountSubject, type LoginThrottle, type Throttled } from './login-throttle.port'
import type { PasswordHasher } from './password-hasher.port'
import type { Users } from './users.port'

export type UpdatePasswordError = InvalidForm<PasswordChangeField> | { readonly _tag: 'WrongCurrentPassword' } | Throttled

/**
 * Changes the signed-in player's password. The current password is a guess like a login's, so
 * it counts against the same throttle. On success every other session of the player ends; the
 * one that asked stays signed in. Every game session of the player ends too, this device's
 * included: a launched game holds its own credentials, which the new password must not leave
 * behind. Rejects only when the database fails.
 */
export const makeUpdatePassword =
  (deps: {
    users: Users
    hasher: PasswordHasher
    tokens: AccessTokens
    throttle: LoginThrottle
    endGameSessions: (userId: number) => Promise<void>
  }) =>
  (owner: TokenOwner, input: PasswordChangeInput, clientAddress: string): TE.TaskEither<UpdatePasswordError, void> =>
  async () => {
    const parsed = parsePasswordChange(input)
    if (E.isLeft(parsed)) return parsed
    const subjects = { account: accountSubject(owner.userId), address: clientAddress }
    const admission = await deps.throttle.admit(subjects)()
    if (E.isLeft(admission)) return admission
    const stored = await deps.users.passwordHash(owner.userId)
    if (stored === null || !(await deps.hasher.verify(stored, parsed.right.currentPassword))) {
      return E.left({ _tag: 'WrongCurrentPassword' })
    }
    await deps.users.setPasswordHash(owner.userId, await deps.hasher.hash(parsed.right.newPassword))
    await deps.tokens.revokeOthers(owner)
    await deps.endGameSessions(owner.userId)
    await deps.throttle.succeeded(subjects, admission.right)
    return E.right(undefined)
  }

export type UpdatePassword = ReturnType<typeof makeUpdatePassword>
