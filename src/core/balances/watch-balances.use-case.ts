import { defer, distinctUntilChanged, EMPTY, map, retry, switchMap, tap, timer, type Observable, type SchedulerLike } from 'rxjs'
import type { Logger } from '../shared/logger.port'
import type { RandomSource } from '../shared/random.port'
import type { BalanceStream, BalanceStreamError, LiveBalances } from './balance-stream.port'
import { reconnectDelayMs, type Backoff } from './reconnect-delay.rules'

interface BalanceTriggers {
  /** The signed-in player (any value that changes with them), or null when nobody is. */
  readonly account$: Observable<string | null>
  /** Whether the page is visible: the stream stays open only while it is. */
  readonly visible$: Observable<boolean>
}

const JITTER_STEPS = 1_000

/**
 * The header's balances, live: the server's balance stream while a player is signed in and the
 * page is visible. A stream that fails or drops is reopened after a growing wait (reset by the
 * first event after it), resuming after the last event seen, so nothing that moved in between is
 * missed and nothing unchanged is resent. A new player starts afresh. A stream that could not
 * open is only logged (docs/product/messages.md#only-logged) and the last balances stay; a drop
 * (the server ends each stream now and then) is routine and not logged.
 */
export const makeWatchBalances =
  (deps: { stream: BalanceStream; logger: Logger; random: RandomSource; backoff: Backoff; scheduler?: SchedulerLike }) =>
  (triggers: BalanceTriggers): Observable<LiveBalances> => {
    const liveFor = () =>
      defer(() => {
        let lastId: string | null = null
        const live$ = defer(() => deps.stream.open(lastId)).pipe(
          tap((event) => {
            lastId = event.id
          }),
          retry({
            resetOnSuccess: true,
            delay: (error: BalanceStreamError, attempt) => {
              if (error._tag !== 'StreamDropped') deps.logger.error('Error fetching wallet balance', error)
              return timer(reconnectDelayMs(attempt, deps.backoff, deps.random.nextInt(JITTER_STEPS) / JITTER_STEPS), deps.scheduler)
            },
          }),
          map((event) => event.balances),
        )
        return triggers.visible$.pipe(
          distinctUntilChanged(),
          switchMap((visible) => (visible ? live$ : EMPTY)),
        )
      })
    return triggers.account$.pipe(
      distinctUntilChanged(),
      switchMap((account) => (account === null ? EMPTY : liveFor())),
    )
  }
export type WatchBalances = ReturnType<typeof makeWatchBalances>
