import { useEffect, useState } from 'react'
import type { Invoice } from '../../../../core/wallet/payments'
import { useDependency } from '../../../di/container-context'

export type InvoiceState =
  | { readonly status: 'loading' }
  | { readonly status: 'loaded'; readonly invoice: Invoice }
  /** The use case logged why; the page says only that the details are not there. */
  | { readonly status: 'missing' }

/** The invoice page's data; a late answer for another invoice is dropped. */
export function useInvoice(invoiceId: string): InvoiceState {
  const loadInvoice = useDependency('LoadInvoice')
  const [state, setState] = useState<InvoiceState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    void loadInvoice(invoiceId)().then((answer) => {
      if (!current) return
      const invoice = answer._tag === 'Right' ? answer.right : null
      setState(invoice === null ? { status: 'missing' } : { status: 'loaded', invoice })
    })
    return () => {
      current = false
    }
  }, [loadInvoice, invoiceId])
  return state
}
