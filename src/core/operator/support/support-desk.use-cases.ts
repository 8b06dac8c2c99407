import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { defer, retry, timer, type Observable, type SchedulerLike } from 'rxjs'
import type { InvalidForm } from '../../shared/form-errors'
import { messageText } from '../../support/message-text.rules'
import type { OperatorRefusal } from '../operator-refusal'
import type { SupportDeskGateway } from './support-desk-gateway.port'
import type { InboxView, SupportConversation } from './support-desk'

/** The inbox, one view at a time. */
export const makeLoadSupportInbox = (deps: { gateway: SupportDeskGateway }) => (view: InboxView) => deps.gateway.inbox(view)
export type LoadSupportInbox = ReturnType<typeof makeLoadSupportInbox>

/** One conversation with what helps answer it; what it shows is marked read. */
export const makeOpenConversation =
  (deps: { gateway: SupportDeskGateway }) =>
  (id: number): TE.TaskEither<OperatorRefusal<never>, SupportConversation> =>
    pipe(
      deps.gateway.conversation(id),
      TE.flatMap((c) => {
        const newest = [...c.messages].reverse().find((m) => m.author === 'player')
        if (c.unread === 0 || newest === undefined) return TE.right(c)
        return pipe(
          deps.gateway.markRead(id, newest.id),
          TE.map((unread) => ({ ...c, unread })),
          TE.orElse(() => TE.right(c)),
        )
      }),
    )
export type OpenConversation = ReturnType<typeof makeOpenConversation>

/** Claim, reply (under the text rule the server enforces) and close. */
export const makeSupportActions = (deps: { gateway: SupportDeskGateway }) => ({
  claim: (id: number): TE.TaskEither<OperatorRefusal<never>, SupportConversation> => deps.gateway.claim(id),
  close: (id: number): TE.TaskEither<OperatorRefusal<never>, SupportConversation> => deps.gateway.close(id),
  reply: (id: number, raw: string): TE.TaskEither<OperatorRefusal<'text'>, SupportConversation> => {
    const text = messageText(raw)
    if (E.isLeft(text)) {
      const refused: InvalidForm<'text'> = { _tag: 'InvalidForm', errors: { text: text.left } }
      return TE.left(refused)
    }
    return deps.gateway.reply(id, text.right)
  },
})
export type SupportActions = ReturnType<typeof makeSupportActions>

/** Changes to any conversation, live; a dropped stream is reopened after `retryMs`. */
export const makeWatchSupportDesk =
  (deps: { gateway: SupportDeskGateway; retryMs: number; scheduler?: SchedulerLike }) => (): Observable<number | null> =>
    defer(() => deps.gateway.changes()).pipe(retry({ delay: () => timer(deps.retryMs, deps.scheduler) }))
export type WatchSupportDesk = ReturnType<typeof makeWatchSupportDesk>
