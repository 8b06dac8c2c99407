import type { InvoiceUnavailable } from '../../../../core/payments/load-invoice.use-case'
import type { Invoice } from '../../../../core/payments/payments'
import { useDependency } from '../../../di/container-context'
import { useLoad, type Load } from '../../../hooks/use-load'
import { paymentsArea } from '../../../../composition/areas/payments.area'

/** The invoice page's data; a late answer for another invoice is dropped. */
export function useInvoice(invoiceId: string): Load<InvoiceUnavailable, Invoice> {
  const loadInvoice = useDependency('LoadInvoice', paymentsArea)
  return useLoad(() => loadInvoice(invoiceId), [loadInvoice, invoiceId])
}
