import * as E from 'fp-ts/Either'
import { Observable } from 'rxjs'
import type { BalanceEvent, BalanceStream } from '../../core/balances/balance-stream.port'
import { callEndpoint } from './call-endpoint'
import { IssueBalanceStreamTicket, OpenBalanceStream, BalanceStreamEventWire } from '../../contracts/balances.contract'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { balancesFrom } from './balances.wire'

type EventSourceFactory = (url: string) => EventSource

/**
 * The balance stream over the browser's EventSource. EventSource cannot send the bearer token,
 * so each opening first trades it for a one-time ticket. The adapter closes the EventSource on
 * its first error instead of letting it retry with a spent ticket: the core decides when to reopen,
 * and says where to resume (`last_event_id`, the Last-Event-ID a fresh EventSource cannot send).
 */
export const eventSourceBalanceStream = (deps: { http: HttpClient; baseUrl: string; eventSource?: EventSourceFactory }): BalanceStream => {
  const connect = deps.eventSource ?? ((url: string) => new EventSource(url))
  const issueTicket = () => callEndpoint(deps.http)(IssueBalanceStreamTicket, { body: null })
  const decode = decodeWith(BalanceStreamEventWire)
  return {
    open: (resumeAfter) =>
      new Observable<BalanceEvent>((subscriber) => {
        let source: EventSource | null = null
        let closed = false
        void issueTicket()().then((ticket) => {
          if (closed) return
          if (E.isLeft(ticket)) return subscriber.error(ticket.left)
          const query = new URLSearchParams({ ticket: ticket.right.ticket })
          if (resumeAfter !== null) query.set('last_event_id', resumeAfter)
          source = connect(`${deps.baseUrl}/api${OpenBalanceStream.path}?${query.toString()}`)
          source.addEventListener('balance', (event) => {
            let body: unknown
            try {
              body = JSON.parse(event.data as string)
            } catch {
              body = undefined
            }
            const decoded = decode(body)
            if (E.isLeft(decoded)) {
              source?.close()
              return subscriber.error(decoded.left)
            }
            const released = decoded.right.bonus_released_cents
            const balances = balancesFrom(decoded.right)
            subscriber.next({
              id: event.lastEventId,
              balances: released !== undefined && released > 0 ? { ...balances, bonusReleasedCents: released } : balances,
            })
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
