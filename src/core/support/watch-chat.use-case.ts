import * as E from 'fp-ts/Either'
import { defer, EMPTY, from, mergeMap, retry, switchMap, timer, type Observable, type SchedulerLike } from 'rxjs'
import type { Logger } from '../shared/logger.port'
import type { Chat } from './chat'
import type { SupportGateway } from './support-gateway.port'

/**
 * The open chat panel's conversation, live: read once the stream is heard and again after each
 * change it reports, so an answer shows without a reload. A dropped stream is reopened after a
 * pause (its first event reads again what was missed); a failed read is logged and skipped.
 */
export const makeWatchChat =
  (deps: { gateway: SupportGateway; logger: Logger; retryMs: number; scheduler?: SchedulerLike }) => (): Observable<Chat> =>
    defer(() => deps.gateway.changes()).pipe(
      retry({ delay: () => timer(deps.retryMs, deps.scheduler) }),
      switchMap(() =>
        from(deps.gateway.chat()()).pipe(
          mergeMap((read) => {
            if (E.isRight(read)) return [read.right]
            deps.logger.error('Error reading the support conversation', read.left)
            return EMPTY
          }),
        ),
      ),
    )

export type WatchChat = ReturnType<typeof makeWatchChat>
