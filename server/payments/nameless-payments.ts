import * as E from 'fp-ts/Either'
import type { CryptoGateway, ListedCryptoPayment } from './crypto-gateway.port'
import type { Deposit } from './deposit'
import type { ProviderFailure } from './provider-result'

/** An IPN normally comes within minutes: before that a deposit's payments are not looked for in the list. */
export const NAMELESS_GRACE_MS = 5 * 60_000
/** The list's window reaches this far past the oldest such deposit, both ways: our clock and the gateway's differ. */
export const LIST_MARGIN_MS = 10 * 60_000
/** "Get list of payments" allows 1..500 a page. */
export const LIST_PAGE_LIMIT = 500
/** Pages read in one pass, newest first: a pass's cost stays bounded however busy the window. */
export const LIST_MAX_PAGES = 4

export interface NamelessMatch {
  readonly deposit: Deposit
  readonly paymentId: string
}

/**
 * Which listed payments pay which of these deposits: by our invoice (the gateway's invoice id,
 * when the list gives it), else by our order id, as an IPN is matched. A deposit may have several
 * (a repeated payment is its own payment).
 */
export function matchListedPayments(deposits: readonly Deposit[], listed: readonly ListedCryptoPayment[]): NamelessMatch[] {
  const byInvoice = new Map(deposits.map((d) => [d.providerPaymentId, d]))
  const byOrder = new Map(deposits.flatMap((d) => (d.orderId === null ? [] : [[d.orderId, d] as const])))
  return listed.flatMap((p) => {
    const deposit =
      (p.invoiceId === null ? undefined : byInvoice.get(p.invoiceId)) ?? (p.orderId === null ? undefined : byOrder.get(p.orderId))
    return deposit === undefined ? [] : [{ deposit, paymentId: p.paymentId }]
  })
}

/** The payments created between `from` and `to`, page after page up to LIST_MAX_PAGES; `complete` when every page was read. */
export async function listPaymentsBetween(
  crypto: CryptoGateway,
  from: Date,
  to: Date,
): Promise<E.Either<ProviderFailure, { readonly payments: readonly ListedCryptoPayment[]; readonly complete: boolean }>> {
  const payments: ListedCryptoPayment[] = []
  for (let page = 0; page < LIST_MAX_PAGES; page += 1) {
    const read = await crypto.listPayments({ dateFrom: from, dateTo: to, page, limit: LIST_PAGE_LIMIT })()
    if (E.isLeft(read)) return read
    payments.push(...read.right.payments)
    if (page + 1 >= read.right.pagesCount || read.right.payments.length === 0) return E.right({ payments, complete: true })
  }
  return E.right({ payments, complete: false })
}
