import { Link } from 'wouter'
import { PATHS } from '../../../../core/navigation/paths'
import type { Invoice } from '../../../../core/wallet/payments'
import { Icon } from '../../../components/icon'
import { useDependency } from '../../../di/container-context'
import styles from './invoice.module.css'

const isWebPage = (url: string): boolean => /^https?:/i.test(url)

/**
 * Copy Invoice (the payment request, with the specification's alert), Open Wallet (the
 * lightning: link hands the invoice to the player's wallet app) and Back to Home.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const copyInvoice = useDependency('CopyInvoice')
  const web = isWebPage(invoice.checkoutUrl)
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} onClick={() => void copyInvoice(invoice.qrcodeUrl)()}>
        <Icon name="copy" size={18} />
        Copy Invoice
      </button>
      <a className={styles.secondary} href={invoice.checkoutUrl} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        <Icon name="wallet" size={18} />
        Open Wallet
        {web && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
      <Link className={styles.ghost} href={PATHS.dashboard}>
        Back to Home
      </Link>
    </div>
  )
}
