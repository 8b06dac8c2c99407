import type * as TE from 'fp-ts/TaskEither'
import type { Observable } from 'rxjs'
import type { GatewayError } from '../shared/gateway-error'
import type { Chat } from './chat'

/** The player's side of support on the server. */
export interface SupportGateway {
  readonly chat: () => TE.TaskEither<GatewayError, Chat>
  readonly unread: () => TE.TaskEither<GatewayError, number>
  readonly send: (text: string) => TE.TaskEither<GatewayError, void>
  /** Marks the answers up to `upTo` seen; answers what is still unread. */
  readonly markRead: (upTo: number) => TE.TaskEither<GatewayError, number>
  /** Emits each time the conversation changed on the server (and once on opening); errors when the stream drops. */
  readonly changes: () => Observable<void>
}
