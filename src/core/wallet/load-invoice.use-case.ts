import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Logger } from '../shared/logger.port'
import type { Invoice } from './payments'
import type { PaymentsGateway } from './payments-gateway.port'

/**
 * The invoice page's data, or null: a failure is only logged and the page stays as it is
 * (docs/product/messages.md#only-logged).
 */
export const makeLoadInvoice =
  (deps: { payments: PaymentsGateway; logger: Logger }) =>
  (invoiceId: string): TE.TaskEither<never, Invoice | null> =>
  async () => {
    const invoice = await deps.payments.invoice(invoiceId)()
    if (E.isLeft(invoice)) deps.logger.error('Error fetching invoice', invoice.left)
    return E.right(E.isRight(invoice) ? invoice.right : null)
  }

export type LoadInvoice = ReturnType<typeof makeLoadInvoice>
