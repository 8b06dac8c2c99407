import { Subject, type Observable } from 'rxjs'

/**
 * Money moved on the player's account (a deposit settled, a withdrawal accepted). Everything
 * that shows balances reloads on it at once, rather than at its next poll.
 */
export interface BalanceChanges {
  readonly announce: () => void
  readonly changes$: Observable<void>
}

export const makeBalanceChanges = (): BalanceChanges => {
  const changes = new Subject<void>()
  return { announce: () => changes.next(), changes$: changes.asObservable() }
}
