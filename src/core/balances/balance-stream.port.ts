import type { Observable } from 'rxjs'
import type { GatewayError } from '../shared/gateway-error'
import type { Balances } from './balances'

/** The balances after a movement, and the movement's id: where a reopened stream resumes. */
export interface BalanceEvent {
  readonly id: string
  readonly balances: LiveBalances
}

/** The header's live balances, and (on the update that includes one) what a bonus release made withdrawable. */
export type LiveBalances = Balances & { readonly bonusReleasedCents?: number }

/** The stream could not open (GatewayError), or it was open and dropped. */
export type BalanceStreamError = GatewayError | { readonly _tag: 'StreamDropped' }

/**
 * The server's live balance. `open` connects (after the movement `resumeAfter`, when given, so
 * only what moved since is sent) and emits each event; it errors with a BalanceStreamError when
 * the connection fails or drops, and never completes on its own. Unsubscribing closes it.
 */
export interface BalanceStream {
  readonly open: (resumeAfter: string | null) => Observable<BalanceEvent>
}
