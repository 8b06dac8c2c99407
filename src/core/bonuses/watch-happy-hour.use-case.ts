import { map, timer, type Observable, type SchedulerLike } from 'rxjs'
import type { Clock } from '../shared/clock.port'
import { countdown, countdownSpoken, happyHourAt, type HappyHourWindow } from './happy-hour.rules'

/** What the happy-hour countdown shows at one tick. */
export type HappyHourTick = { readonly _tag: 'Open' | 'Closed'; readonly text: string; readonly spoken: string } | { readonly _tag: 'None' }

/**
 * A tick every second from now: whether happy hour holds and how long to its end, or to the next
 * start (happyHourAt). The clock is read at each tick, so a tab asleep for a while shows the truth
 * when it wakes.
 */
export const makeWatchHappyHour =
  (deps: { readonly clock: Clock; readonly scheduler?: SchedulerLike }) =>
  (windows: readonly HappyHourWindow[]): Observable<HappyHourTick> =>
    timer(0, 1000, deps.scheduler).pipe(
      map((): HappyHourTick => {
        const now = deps.clock.now()
        const state = happyHourAt(now, windows)
        if (state._tag === 'None') return state
        const to = state._tag === 'Open' ? state.endsAt : state.startsAt
        return { _tag: state._tag, text: countdown(now, to), spoken: countdownSpoken(now, to) }
      }),
    )

export type WatchHappyHour = ReturnType<typeof makeWatchHappyHour>
