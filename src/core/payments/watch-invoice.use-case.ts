import * as E from 'fp-ts/Either'
import { concatMap, defer, EMPTY, from, map, mergeMap, of, type Observable } from 'rxjs'
import type { Logger } from '../shared/logger.port'
import type { PaymentsGateway } from './payments-gateway.port'
import { isCompleted, pollInvoiceStatus } from './poll-invoice-status'
import type { BalanceChanges } from '../balances/balance-changes'

/** The invoice page asks every 5 seconds (docs/product/constants.md#timing). */
export const INVOICE_POLL_MS = 5000
/** 360 checks at 5 s: half an hour, longer than a lightning invoice lives. */
export const INVOICE_MAX_POLLS = 360

interface WatchInvoiceDeps {
  readonly payments: Pick<PaymentsGateway, 'paymentStatus' | 'updateTransaction'>
  readonly logger: Logger
  readonly changes: Pick<BalanceChanges, 'announce'>
  readonly everyMs?: number
  readonly maxPolls?: number
}

/**
 * Watches an invoice's payment from the invoice page: emits each status the server reports. On
 * 'completed' it has the server settle the transaction, announces the money moved, then emits
 * 'completed' (the page goes to /dashboard) and completes.
 * Unsubscribing (leaving the page) stops the polling. A failed check is logged and the next
 * tick tries again.
 */
export const makeWatchInvoice =
  (deps: WatchInvoiceDeps) =>
  (invoiceId: string): Observable<string> => {
    const check = (): Observable<string> =>
      defer(() => from(deps.payments.paymentStatus(invoiceId)())).pipe(
        mergeMap((answer) => {
          if (E.isRight(answer)) return of(answer.right)
          deps.logger.error('Error checking payment status', answer.left)
          return EMPTY
        }),
      )
    const settle = (status: string): Observable<string> =>
      defer(() => from(deps.payments.updateTransaction(invoiceId)())).pipe(
        map((updated) => {
          if (E.isLeft(updated)) deps.logger.error('Error updating transaction', updated.left)
          deps.changes.announce()
          return status
        }),
      )
    return pollInvoiceStatus(check, { everyMs: deps.everyMs ?? INVOICE_POLL_MS, maxPolls: deps.maxPolls ?? INVOICE_MAX_POLLS }).pipe(
      concatMap((status) => (isCompleted(status) ? settle(status) : of(status))),
    )
  }

export type WatchInvoice = ReturnType<typeof makeWatchInvoice>
