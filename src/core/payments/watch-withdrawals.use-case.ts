import * as E from 'fp-ts/Either'
import { defer, EMPTY, expand, filter, merge, mergeMap, switchMap, takeUntil, timer, type Observable } from 'rxjs'
import type { GatewayError } from '../shared/gateway-error'
import type { Logger } from '../shared/logger.port'
import type { PlayerWithdrawal } from './payments'
import type { PaymentsGateway } from './payments-gateway.port'
import type { BalanceChanges } from '../balances/balance-changes'

/** Still waiting for an operator or a provider: its timeline can move without the player doing anything. */
export const isOpen = (w: Pick<PlayerWithdrawal, 'stage'>): boolean => w.stage === 'pending' || w.stage === 'processing'

/**
 * The player's withdrawals for the wallet page: loaded when the page shows (and each time it is
 * shown again) and when money moves on the account; then, while any is still open, again every
 * `everyMs` until all are settled or the tab is hidden. A failed load is logged; the list stays.
 */
export const makeWatchWithdrawals =
  (deps: {
    payments: Pick<PaymentsGateway, 'myWithdrawals'>
    logger: Logger
    changes: Pick<BalanceChanges, 'changes$'>
    everyMs: number
  }) =>
  (triggers: { readonly visible$: Observable<boolean> }): Observable<readonly PlayerWithdrawal[]> => {
    const load = (): Observable<E.Either<GatewayError, readonly PlayerWithdrawal[]>> => defer(deps.payments.myWithdrawals())
    const hidden$ = triggers.visible$.pipe(filter((visible) => !visible))
    return merge(triggers.visible$.pipe(filter(Boolean)), deps.changes.changes$).pipe(
      switchMap(() =>
        load().pipe(
          expand((result) => (E.isRight(result) && result.right.some(isOpen) ? timer(deps.everyMs).pipe(switchMap(load)) : EMPTY)),
          takeUntil(hidden$),
        ),
      ),
      mergeMap((result) => {
        if (E.isRight(result)) return [result.right]
        deps.logger.error('Error fetching withdrawals', result.left)
        return []
      }),
    )
  }
export type WatchWithdrawals = ReturnType<typeof makeWatchWithdrawals>
