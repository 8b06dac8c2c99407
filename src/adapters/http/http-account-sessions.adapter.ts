import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { EndAccountSession, ListAccountSessions } from '../../contracts/account-sessions.contract'
import type { AccountSessions } from '../../core/account/account-sessions'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

export const httpAccountSessions = (http: HttpClient): AccountSessions => ({
  list: () =>
    pipe(
      callEndpoint(http)(ListAccountSessions, {}),
      TE.map((answer) =>
        answer.sessions.map((s) => ({
          id: s.id,
          device: s.device,
          address: s.address,
          startedAt: new Date(s.started_at),
          lastUsedAt: s.last_used_at === null ? null : new Date(s.last_used_at),
          current: s.current,
        })),
      ),
    ),
  end: (id) =>
    pipe(
      callEndpoint(http)(EndAccountSession, { params: { id }, body: {} }),
      TE.map((answer) => ({ message: answer.message, signedOut: answer.signed_out })),
    ),
})
