import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Logger } from '../shared/logger.port'
import type { Invoice } from './payments'
import type { PaymentsGateway } from './payments-gateway.port'

/** Already logged; the page says only that the details cannot be shown
 * (docs/product/messages.md#only-logged). */
export interface InvoiceUnavailable {
  readonly _tag: 'InvoiceUnavailable'
}

/** The invoice page's data. A failure is only logged and the page stays as it is
 * (docs/product/messages.md#only-logged). */
export const makeLoadInvoice =
  (deps: { payments: PaymentsGateway; logger: Logger }) =>
  (invoiceId: string): TE.TaskEither<InvoiceUnavailable, Invoice> =>
  async () => {
    const invoice = await deps.payments.invoice(invoiceId)()
    if (E.isRight(invoice)) return invoice
    deps.logger.error('Error fetching invoice', invoice.left)
    return E.left({ _tag: 'InvoiceUnavailable' })
  }

export type LoadInvoice = ReturnType<typeof makeLoadInvoice>
