import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { Observable } from 'rxjs'
import type { SupportConversationWire } from '../../contracts/support.contract'
import {
  ClaimSupportConversation,
  CloseSupportConversation,
  GetSupportConversation,
  IssueConsoleSupportStreamTicket,
  ListSupportInbox,
  MarkSupportConversationRead,
  OpenConsoleSupportStream,
  ReplySupportConversation,
} from '../../contracts/support.contract'
import type { SupportConversation } from '../../core/operator/support/support-desk'
import type { SupportDeskGateway } from '../../core/operator/support/support-desk-gateway.port'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

const toConversation = (w: SupportConversationWire): SupportConversation => ({
  id: w.id,
  status: w.status,
  holder: w.operator,
  messages: w.messages.map((m) => ({ id: m.id, author: m.author, text: m.text, sentAt: m.sent_at, read: m.read })),
  unread: w.unread,
  player: {
    id: w.player.id,
    name: w.player.name,
    username: w.player.username,
    email: w.player.email,
    locked: w.player.locked,
    balances: {
      bonusCents: w.player.balances.bonus_cents,
      withdrawableCents: w.player.balances.withdrawable_cents,
      totalCents: w.player.balances.total_cents,
    },
    deposits: w.player.deposits.map((d) => ({
      id: d.id,
      provider: d.provider,
      amountCents: d.amount_cents,
      status: d.status,
      createdAt: d.created_at,
    })),
    withdrawals: w.player.withdrawals.map((d) => ({
      id: d.id,
      method: d.method,
      amountCents: d.amount_cents,
      status: d.status,
      stage: d.stage,
      createdAt: d.created_at,
    })),
  },
})

/** The console's support desk over the API; its stream, like the player's, opens with a one-time ticket. */
export const httpSupportDeskGateway = (deps: {
  http: HttpClient
  baseUrl: string
  eventSource?: (url: string) => EventSource
}): SupportDeskGateway => {
  const call = callEndpoint(deps.http)
  const connect = deps.eventSource ?? ((url: string) => new EventSource(url))
  return {
    inbox: (view) =>
      pipe(
        call(ListSupportInbox, { query: { view } }),
        TE.map((a) => ({
          operatorsOnline: a.operators_online,
          rows: a.conversations.map((r) => ({
            id: r.id,
            playerUsername: r.player.username,
            status: r.status,
            holder: r.operator,
            lastMessageAt: r.last_message_at,
            preview: r.preview,
            unread: r.unread,
          })),
        })),
      ),
    conversation: (id) => pipe(call(GetSupportConversation, { params: { id } }), TE.map(toConversation)),
    claim: (id) => pipe(call(ClaimSupportConversation, { params: { id }, body: null }), TE.map(toConversation)),
    reply: (id, text) => pipe(call(ReplySupportConversation, { params: { id }, body: { text } }), TE.map(toConversation)),
    close: (id) => pipe(call(CloseSupportConversation, { params: { id }, body: null }), TE.map(toConversation)),
    markRead: (id, upTo) =>
      pipe(
        call(MarkSupportConversationRead, { params: { id }, body: { up_to: upTo } }),
        TE.map((a) => a.unread),
      ),
    changes: () =>
      new Observable<number | null>((subscriber) => {
        let source: EventSource | null = null
        let closed = false
        void call(IssueConsoleSupportStreamTicket, { body: null })().then((ticket) => {
          if (closed) return
          if (E.isLeft(ticket)) return subscriber.error(ticket.left)
          const query = new URLSearchParams({ ticket: ticket.right.ticket })
          source = connect(`${deps.baseUrl}/api${OpenConsoleSupportStream.path}?${query.toString()}`)
          source.addEventListener('changed', (event) => {
            let id: number | null
            try {
              const data = JSON.parse(event.data as string) as { conversation_id?: unknown }
              id = typeof data.conversation_id === 'number' ? data.conversation_id : null
            } catch {
              id = null
            }
            subscriber.next(id)
          })
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
