import { AmountField } from '../form/amount-field'
import { ProcessingStatus } from '../form/processing-status'
import { SubmitButton } from '../form/submit-button'
import styles from '../payments.module.css'
import { useDepositForm } from './use-deposit-form'

const INITIAL = { amount: '' }

/**
 * Wallet Connect: an amount and Submit; the crypto gateway's checkout page opens in a new tab.
 * The specification checks nothing here: the server refuses a bad amount and says why.
 */
export function WalletConnectForm() {
  const form = useDepositForm(INITIAL, (values) => ({ tab: 'WalletConnect', ...values }))
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={(e) => void form.submit(e)}
      aria-label="Deposit with Wallet Connect"
      noValidate
    >
      <AmountField id="connect-amount" value={form.values.amount} onChange={(v) => form.change('amount', v)} />
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting} />
        <ProcessingStatus busy={form.submitting} />
      </div>
      <p className={styles.footnote}>The secure checkout page opens in a new tab; come back here once you have paid.</p>
    </form>
  )
}
