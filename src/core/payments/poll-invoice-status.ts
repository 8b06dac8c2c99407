import { exhaustMap, take, takeWhile, timer, type Observable, type SchedulerLike } from 'rxjs'

/**
 * The status that ends a deposit's wait (docs/product/entities-and-states.md#lightning-deposit), in
 * any letter case.
 */
export const isCompleted = (status: string): boolean => status.toLowerCase() === 'completed'

interface PollOptions {
  readonly everyMs: number
  /** Never poll forever: after this many checks the stream completes, whatever the status. */
  readonly maxPolls: number
  readonly scheduler?: SchedulerLike
}

/**
 * Asks `check` at once and then every `everyMs`; a tick that comes while a check is still
 * running is skipped (exhaustMap), so slow answers never pile up. Emits each status, up to and
 * including 'completed', then completes. Pure: no side effect but `check`'s own.
 */
export const pollInvoiceStatus = (check: () => Observable<string>, options: PollOptions): Observable<string> =>
  timer(0, options.everyMs, options.scheduler).pipe(
    take(options.maxPolls),
    exhaustMap(check),
    takeWhile((status) => !isCompleted(status), true),
  )
