import { SANDBOX_MESSAGES, sandboxPaymentFailedMessage } from '../../../../core/payments/pay-sandbox-invoice.use-case'
import { useDependency } from '../../../di/container-context'
import { noErrors } from '../../../forms/field-errors'
import { useForm } from '../../../forms/use-form'
import { ProcessingStatus } from '../form/processing-status'
import styles from './invoice.module.css'
import { paymentsArea } from '../../../../composition/areas/payments.area'

/**
 * Sandbox mode only: the built-in test wallet pays the invoice through the server. The page
 * then checks the status at once instead of waiting for the next poll.
 */
export function SandboxPay({ invoiceId, onPaid }: { invoiceId: string; onPaid: () => void }) {
  const paySandboxInvoice = useDependency('PaySandboxInvoice', paymentsArea)
  const notifier = useDependency('Notifier')
  const form = useForm({
    initial: {},
    run: () => paySandboxInvoice(invoiceId),
    fieldErrors: noErrors,
    refused: (failure) => notifier.error(sandboxPaymentFailedMessage(failure)),
    done: () => {
      notifier.info(SANDBOX_MESSAGES.paid)
      onPaid()
    },
  })
  return (
    <form ref={form.formRef} className={styles.sandbox} onSubmit={(e) => void form.submit(e)}>
      <p className={styles.sandboxTitle}>Sandbox mode</p>
      <p>No real money moves here. Settle this invoice with the built-in test wallet to try a deposit end to end.</p>
      <div className={styles.sandboxRow}>
        <button type="submit" className={styles.sandboxButton} aria-disabled={form.submitting}>
          Pay with sandbox wallet
        </button>
        <ProcessingStatus busy={form.submitting} />
      </div>
    </form>
  )
}
