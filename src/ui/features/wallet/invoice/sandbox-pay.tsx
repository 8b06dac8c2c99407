import * as E from 'fp-ts/Either'
import { useDependency } from '../../../di/container-context'
import { ProcessingStatus } from '../form/processing-status'
import { useSubmission } from '../form/use-submission'
import styles from './invoice.module.css'

/**
 * Sandbox mode only: the built-in test wallet pays the invoice through the server. The page
 * then checks the status at once instead of waiting for the next poll.
 */
export function SandboxPay({ invoiceId, onPaid }: { invoiceId: string; onPaid: () => void }) {
  const { busy, submit } = useSubmission(useDependency('PaySandboxInvoice'))
  const pay = async () => {
    const result = await submit(invoiceId)
    if (result !== null && E.isRight(result)) onPaid()
  }
  return (
    <div className={styles.sandbox}>
      <p className={styles.sandboxTitle}>Sandbox mode</p>
      <p>No real money moves here. Settle this invoice with the built-in test wallet to try a deposit end to end.</p>
      <div className={styles.sandboxRow}>
        <button type="button" className={styles.sandboxButton} aria-disabled={busy} onClick={() => void pay()}>
          Pay with sandbox wallet
        </button>
        <ProcessingStatus busy={busy} />
      </div>
    </div>
  )
}
