import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Logger } from '../shared/logger.port'
import type { AuthGateway } from './auth-gateway.port'
import type { AuthStore } from './auth-store'

/** Signed out locally, always; `revoked` says whether the server also dropped the token. */
export interface SignedOut {
  readonly _tag: 'SignedOut'
  readonly revoked: boolean
}

/**
 * Signs the player out. The local session goes first and unconditionally, so an unreachable
 * server can never keep a player signed in; revoking the token on the server is best-effort and
 * a failure is only logged. Never fails.
 */
export const makeLogout =
  (deps: { auth: AuthGateway; authStore: AuthStore; logger: Logger }) => (): TE.TaskEither<never, SignedOut> => async () => {
    const token = deps.authStore.current().token
    deps.authStore.signOut()
    if (token === null || token === '') return E.right({ _tag: 'SignedOut', revoked: false })
    const revoked = await deps.auth.logout(token)()
    if (E.isLeft(revoked)) deps.logger.error('Token revocation failed', revoked.left)
    return E.right({ _tag: 'SignedOut', revoked: E.isRight(revoked) })
  }

export type Logout = ReturnType<typeof makeLogout>
