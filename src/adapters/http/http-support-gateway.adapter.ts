import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { Observable } from 'rxjs'
import {
  GetMySupportConversation,
  GetMySupportUnread,
  IssueSupportStreamTicket,
  MarkMySupportRead,
  OpenSupportStream,
  SendSupportMessage,
} from '../../contracts/support.contract'
import type { AnswerOf } from '../../contracts/endpoint'
import type { Chat } from '../../core/support/chat'
import type { SupportGateway } from '../../core/support/support-gateway.port'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

const toChat = (wire: AnswerOf<typeof GetMySupportConversation>): Chat => ({
  status: wire.status,
  messages: wire.messages.map((m) => ({ id: m.id, author: m.author, text: m.text, sentAt: m.sent_at, read: m.read })),
  unread: wire.unread,
  operatorsOnline: wire.operators_online,
  replyWithinMinutes: wire.reply_within_minutes,
})

/**
 * Support over the JSON API, and its stream over EventSource opened with a one-time ticket, as
 * the balance stream is; the EventSource is closed on its first error and the core reopens it.
 */
export const httpSupportGateway = (deps: {
  http: HttpClient
  baseUrl: string
  eventSource?: (url: string) => EventSource
}): SupportGateway => {
  const call = callEndpoint(deps.http)
  const connect = deps.eventSource ?? ((url: string) => new EventSource(url))
  return {
    chat: () => pipe(call(GetMySupportConversation, {}), TE.map(toChat)),
    unread: () =>
      pipe(
        call(GetMySupportUnread, {}),
        TE.map((a) => a.unread),
      ),
    send: (text) =>
      pipe(
        call(SendSupportMessage, { body: { text } }),
        TE.map(() => undefined),
      ),
    markRead: (upTo) =>
      pipe(
        call(MarkMySupportRead, { body: { up_to: upTo } }),
        TE.map((a) => a.unread),
      ),
    changes: () =>
      new Observable<void>((subscriber) => {
        let source: EventSource | null = null
        let closed = false
        void call(IssueSupportStreamTicket, { body: null })().then((ticket) => {
          if (closed) return
          if (E.isLeft(ticket)) return subscriber.error(ticket.left)
          source = connect(
            `${deps.baseUrl}/api${OpenSupportStream.path}?${new URLSearchParams({ ticket: ticket.right.ticket }).toString()}`,
          )
          source.addEventListener('changed', () => subscriber.next())
          source.addEventListener('error', () => {
            source?.close()
            subscriber.error({ _tag: 'StreamDropped' })
          })
        })
        return () => {
          closed = true
          source?.close()
        }
      }),
  }
}
