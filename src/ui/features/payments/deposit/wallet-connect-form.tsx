import { AmountField } from '../form/amount-field'
import { DateOfBirthField } from '../form/date-of-birth-field'
import { ProcessingStatus } from '../form/processing-status'
import { SubmitButton } from '../form/submit-button'
import styles from '../payments.module.css'
import { useDepositForm } from './use-deposit-form'

const INITIAL = { amount: '', dateOfBirth: '' }

/**
 * Wallet Connect: an amount and Submit; the crypto gateway's checkout page opens in a new tab.
 * The specification checks nothing here: the server refuses a bad amount and says why.
 */
export function WalletConnectForm({ askDateOfBirth }: { askDateOfBirth: boolean }) {
  const form = useDepositForm(INITIAL, ({ amount, dateOfBirth }) => ({
    tab: 'WalletConnect',
    amount,
    ...(askDateOfBirth ? { dateOfBirth } : {}),
  }))
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={(e) => void form.submit(e)}
      aria-label="Deposit with Wallet Connect"
      noValidate
    >
      <AmountField id="connect-amount" value={form.values.amount} onChange={(v) => form.change('amount', v)} />
      {askDateOfBirth && (
        <DateOfBirthField
          id="connect-dob"
          value={form.values.dateOfBirth}
          onChange={(v) => form.change('dateOfBirth', v)}
          error={form.messageOf('dob')}
        />
      )}
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting} />
        <ProcessingStatus busy={form.submitting} />
      </div>
      <p className={styles.footnote}>The secure checkout page opens in a new tab; come back here once you have paid.</p>
    </form>
  )
}
