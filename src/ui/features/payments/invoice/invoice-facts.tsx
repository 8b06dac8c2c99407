import { Link } from '../../../routing/link'
import { PATHS } from '../../../../core/navigation/paths'
import { expiryCountdown, formatExpiryTime } from '../../../../core/payments/invoice-expiry'
import { invoiceStatusText } from '../../../../core/payments/invoice-status-text'
import type { Invoice } from '../../../../core/payments/payments'
import styles from './invoice.module.css'

/**
 * Invoice id, expiry (the time, and a countdown read out only when asked: a timer is not a
 * live region) and the last status, which is announced when it changes.
 */
export function InvoiceFacts({ invoice, now, status }: { invoice: Invoice; now: number; status: string | null }) {
  const left = expiryCountdown(invoice.expiresAt, now)
  const said = invoiceStatusText(status, left.expired)
  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt>Invoice ID</dt>
          <dd className={styles.mono}>{invoice.invoiceId}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>
            <time dateTime={new Date(invoice.expiresAt).toISOString()}>{formatExpiryTime(invoice.expiresAt)}</time>
          </dd>
        </div>
        {invoice.paid !== undefined && (
          <div>
            <dt>Received</dt>
            <dd>
              ${invoice.paid.received} of ${invoice.paid.asked}
            </dd>
          </div>
        )}
        <div>
          <dt>Time left</dt>
          <dd>
            <span
              role="timer"
              aria-label={left.expired ? 'Expired' : left.spoken}
              className={left.expired ? styles.expired : styles.countdown}
            >
              {left.expired ? 'Expired' : left.clock}
            </span>
          </dd>
        </div>
      </dl>
      <p role="status" className={styles.status} data-tone={said.tone}>
        <span className={styles.statusDot} aria-hidden="true" />
        {said.text}
      </p>
      {said.tone === 'ended' && (
        <Link className={styles.inlineLink} href={PATHS.wallet}>
          Go to your wallet
        </Link>
      )}
    </>
  )
}
