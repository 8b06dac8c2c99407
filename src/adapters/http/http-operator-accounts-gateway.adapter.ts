import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { EndOperatorSessions, ListOperators, LockOperator, UnlockOperator } from '../../contracts/operator.contract'
import type { OperatorAccountsGateway } from '../../core/operator/operators/operator-accounts-gateway.port'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

const ENDPOINTS = { lock: LockOperator, unlock: UnlockOperator, end_sessions: EndOperatorSessions } as const

export const httpOperatorAccountsGateway = (http: HttpClient): OperatorAccountsGateway => {
  const call = callEndpoint(http)
  return {
    list: () =>
      pipe(
        call(ListOperators, {}),
        TE.map((all) =>
          all.map((o) => ({
            id: o.id,
            name: o.name,
            username: o.username,
            email: o.email,
            permissions: o.permissions,
            locked: o.locked,
            oneTimePasswordExpiresAt: o.one_time_password_expires_at,
          })),
        ),
      ),
    act: (id, action, reason) =>
      pipe(
        call(ENDPOINTS[action], { params: { id }, body: { reason } }),
        TE.map((a) => a.sessions_ended),
      ),
  }
}
