import * as E from 'fp-ts/Either'
import { Link } from '../../../routing/link'
import { PATHS } from '../../../../core/navigation/paths'
import { LINK_COPIED_MESSAGE } from '../../../../core/payments/copy-invoice.use-case'
import type { Invoice } from '../../../../core/payments/payments'
import { Icon } from '../../../components/icon'
import { useDependency } from '../../../di/container-context'
import styles from './invoice.module.css'
import { paymentsArea } from '../../../../composition/areas/payments.area'

const isWebPage = (url: string): boolean => /^https?:/i.test(url)

/**
 * Copy Invoice (the payment request, with the specification's alert), Open Wallet (the
 * lightning: link hands the invoice to the player's wallet app) and Back to Home.
 */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const copyInvoice = useDependency('CopyInvoice', paymentsArea)
  const notifier = useDependency('Notifier')
  const web = isWebPage(invoice.checkoutUrl)
  // A refused copy is only logged (docs/product/messages.md#only-logged).
  const copy = async () => {
    if (E.isRight(await copyInvoice(invoice.qrcodeUrl)())) notifier.alert(LINK_COPIED_MESSAGE)
  }
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.primary} onClick={() => void copy()}>
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
