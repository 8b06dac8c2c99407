import * as E from 'fp-ts/Either'
import type * as T from 'fp-ts/Task'
import type { Logger } from '../shared/logger.port'
import type { OperatorGateway, OperatorSessionStore } from './operator-gateway.port'

/**
 * Signs the operator out. The console forgets the session whatever the server said: a token it no
 * longer knows is as good as revoked, and one it does is revoked.
 */
export const makeSignOutOperator =
  (deps: { gateway: OperatorGateway; sessions: OperatorSessionStore; logger: Logger }): T.Task<void> =>
  async () => {
    const out = await deps.gateway.signOut()()
    if (E.isLeft(out)) deps.logger.error('operator sign-out was not confirmed', out.left)
    deps.sessions.write(null)
  }

export type SignOutOperator = ReturnType<typeof makeSignOutOperator>
