import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Deposits } from './deposits.port'
import { invalid, notFound, type PaymentRefusal } from './payment-refusal'

/**
 * generate-invoice-qr: the invoice page's id for a lightning payment the server created. The
 * payment request must be the one the provider gave; the expiry shown is the provider's, whatever
 * the browser sends.
 */
export const makeIssueInvoice =
  (deps: { deposits: Deposits }) =>
  (userId: number, input: { readonly invoiceid: string; readonly payment_request: string }): TE.TaskEither<PaymentRefusal, string> =>
  async () => {
    const deposit = await deps.deposits.findForUser(userId, input.invoiceid)
    if (deposit === null || deposit.provider !== 'speed') return E.left(notFound)
    if (deposit.paymentRequest !== input.payment_request.trim()) {
      return E.left(invalid('payment_request', 'The payment request does not match the payment.'))
    }
    await deps.deposits.markInvoiceIssued(deposit.id)
    return E.right(deposit.id)
  }

export type IssueInvoice = ReturnType<typeof makeIssueInvoice>
