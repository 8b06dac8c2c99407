import type { Deposits } from './deposits.port'
import { accepted, invalid, notFound, refused, type Refusable } from './payment-refusal'

/**
 * generate-invoice-qr: the invoice page's id for a lightning payment the server created. The
 * payment request must be the one the provider gave; the expiry shown is the provider's, whatever
 * the browser sends.
 */
export const makeIssueInvoice =
  (deps: { deposits: Deposits }) =>
  async (userId: number, input: { readonly invoiceid: string; readonly payment_request: string }): Promise<Refusable<string>> => {
    const deposit = await deps.deposits.findForUser(userId, input.invoiceid)
    if (deposit === null || deposit.provider !== 'speed') return refused(notFound)
    if (deposit.paymentRequest !== input.payment_request.trim()) {
      return refused(invalid('payment_request', 'The payment request does not match the payment.'))
    }
    await deps.deposits.markInvoiceIssued(deposit.id)
    return accepted(deposit.id)
  }

export type IssueInvoice = ReturnType<typeof makeIssueInvoice>
