import * as E from 'fp-ts/Either'
import { defer, EMPTY, merge, mergeMap, switchMap, take, timer, type Observable } from 'rxjs'
import type { Logger } from '../shared/logger.port'
import type { Balances } from './balances'
import type { WalletChanges } from './wallet-changes'
import type { WalletGateway } from './wallet-gateway.port'

interface BalanceTriggers {
  /** Whether the page is visible: polling runs only while it is. */
  readonly visible$: Observable<boolean>
  /** Anything that should reload at once (a game round ended). */
  readonly refresh$: Observable<unknown>
}

/**
 * The header's balances: loads at once, then every `everyMs` while the page is visible (at most
 * `maxPolls` per visible stretch, so an idle tab stops asking), and again on each refresh. A newer
 * request supersedes one in flight, so a round's reload is never answered by an older poll.
 * A failed load is only logged (docs/product/messages.md#only-logged) and the last balances stay.
 * Money moving on the account (`changes`) reloads them too.
 */
export const makeWatchBalances =
  (deps: { wallet: WalletGateway; logger: Logger; changes: Pick<WalletChanges, 'changes$'>; everyMs: number; maxPolls: number }) =>
  (triggers: BalanceTriggers): Observable<Balances> => {
    const polls = triggers.visible$.pipe(switchMap((visible) => (visible ? timer(0, deps.everyMs).pipe(take(deps.maxPolls)) : EMPTY)))
    return merge(polls, triggers.refresh$, deps.changes.changes$).pipe(
      switchMap(() => defer(deps.wallet.balances())),
      mergeMap((result) => {
        if (E.isRight(result)) return [result.right]
        deps.logger.error('Error fetching wallet balance', result.left)
        return []
      }),
    )
  }
export type WatchBalances = ReturnType<typeof makeWatchBalances>
