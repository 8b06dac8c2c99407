import { useParams } from 'wouter'
import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import { assertNever } from '../../../core/shared/assert-never'
import type { InvoiceUnavailable } from '../../../core/payments/load-invoice.use-case'
import type { Invoice } from '../../../core/payments/payments'
import type { Load } from '../../hooks/use-load'
import { PageTitle } from '../../components/page-title'
import { InvoiceActions } from './invoice/invoice-actions'
import { InvoiceFacts } from './invoice/invoice-facts'
import { InvoiceQr } from './invoice/invoice-qr'
import styles from './invoice/invoice.module.css'
import { PendingWarning } from './invoice/pending-warning'
import { SandboxPay } from './invoice/sandbox-pay'
import { useInvoice } from './invoice/use-invoice'
import { useInvoiceStatus } from './invoice/use-invoice-status'
import { useNow } from './invoice/use-now'

// invoicePath encodes the id; the router leaves %2F and the like encoded.
const decoded = (raw: string | undefined): string => {
  try {
    return decodeURIComponent(raw ?? '')
  } catch {
    return raw ?? ''
  }
}

function InvoiceBody(props: { invoiceId: string; state: Load<InvoiceUnavailable, Invoice>; status: string | null; onPaid: () => void }) {
  const { invoiceId, state, status, onPaid } = props
  const now = useNow()
  switch (state._tag) {
    case 'Loading':
      return (
        <p role="status" className={styles.note}>
          Loading the invoice…
        </p>
      )
    case 'Failed':
      return (
        <>
          <p className={styles.note}>
            The details of invoice <span className={styles.mono}>{invoiceId}</span> cannot be shown right now.
          </p>
          <Link className={styles.ghost} href={PATHS.dashboard}>
            Back to Home
          </Link>
        </>
      )
    case 'Loaded':
      return (
        <div className={styles.body}>
          <InvoiceQr value={state.value.qrcodeUrl} />
          <div className={styles.details}>
            <InvoiceFacts invoice={state.value} now={now} status={status} />
            <InvoiceActions invoice={state.value} />
            {state.value.sandbox && <SandboxPay invoiceId={state.value.invoiceId} onPaid={onPaid} />}
          </div>
        </div>
      )
    default:
      return assertNever(state)
  }
}

/**
 * /deposit/invoice/{invoiceid}: the lightning invoice to pay. It watches the payment from the
 * moment it opens (every 5 s; leaving the page stops it) and goes to /dashboard once completed.
 */
export function InvoicePage() {
  const invoiceId = decoded(useParams<{ invoiceid: string }>().invoiceid)
  const state = useInvoice(invoiceId)
  const { status, checkNow } = useInvoiceStatus(invoiceId)
  return (
    <section className={styles.screen} aria-labelledby="invoice-heading">
      <PageTitle title="Invoice Generated" />
      <div className={styles.card}>
        <h1 id="invoice-heading" className={styles.heading}>
          Invoice Generated
        </h1>
        <InvoiceBody invoiceId={invoiceId} state={state} status={status} onPaid={checkNow} />
        <PendingWarning />
      </div>
    </section>
  )
}
