import type * as TE from 'fp-ts/TaskEither'
import type { Observable } from 'rxjs'
import type { GatewayError } from '../../shared/gateway-error'
import type { Inbox, InboxView, SupportConversation } from './support-desk'

/** The operators' side of support on the server. */
export interface SupportDeskGateway {
  readonly inbox: (view: InboxView) => TE.TaskEither<GatewayError, Inbox>
  readonly conversation: (id: number) => TE.TaskEither<GatewayError, SupportConversation>
  readonly claim: (id: number) => TE.TaskEither<GatewayError, SupportConversation>
  readonly reply: (id: number, text: string) => TE.TaskEither<GatewayError, SupportConversation>
  readonly close: (id: number) => TE.TaskEither<GatewayError, SupportConversation>
  readonly markRead: (id: number, upTo: number) => TE.TaskEither<GatewayError, number>
  /** Emits the id of each conversation that changed (null: read everything again); errors when the stream drops. */
  readonly changes: () => Observable<number | null>
}
