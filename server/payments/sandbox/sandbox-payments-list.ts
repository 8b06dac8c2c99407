import type { CryptoPaymentsQuery } from '../crypto-gateway.port'
import type { SandboxObjects } from './sandbox-objects'

/** Where the NOWPayments sandbox keeps its payment objects. */
export const SANDBOX_PAYMENT_KIND = 'np_payment'

const createdAt = (payment: Record<string, unknown>): number =>
  typeof payment.created_at === 'string' ? Date.parse(payment.created_at) : Number.NaN

/**
 * "Get list of payments" over the sandbox's payments, in the documented answer's shape: `data`
 * (each payment object as GET /payment/{id} shows it, so every field of the documented list entry),
 * `limit`, `page`, `pagesCount` and `total`; payments created between dateFrom and dateTo, newest first.
 */
export async function sandboxPaymentsList(objects: SandboxObjects, query: CryptoPaymentsQuery): Promise<Record<string, unknown>> {
  const from = query.dateFrom.getTime()
  const to = query.dateTo.getTime()
  const inWindow = (await objects.list(SANDBOX_PAYMENT_KIND))
    .filter((p) => createdAt(p) >= from && createdAt(p) <= to)
    .sort((a, b) => createdAt(b) - createdAt(a))
  const start = query.page * query.limit
  return {
    data: inWindow.slice(start, start + query.limit),
    limit: query.limit,
    page: query.page,
    pagesCount: Math.ceil(inWindow.length / query.limit),
    total: inWindow.length,
  }
}
