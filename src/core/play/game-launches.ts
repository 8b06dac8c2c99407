import { BehaviorSubject, type Observable } from 'rxjs'

/**
 * Games the player launched in this page load, counted. The recently played listing changes with
 * each launch; what shows it keys its cache on the count, so the next look asks the server again.
 */
export interface GameLaunches {
  readonly announce: () => void
  readonly count$: Observable<number>
  readonly current: () => number
}

export const makeGameLaunches = (): GameLaunches => {
  const count = new BehaviorSubject(0)
  return { announce: () => count.next(count.getValue() + 1), count$: count.asObservable(), current: () => count.getValue() }
}
