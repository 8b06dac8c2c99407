import { DEPOSIT_METHODS } from '../../../../core/payments/payment-methods'
import { AmountField } from '../form/amount-field'
import { DateOfBirthField } from '../form/date-of-birth-field'
import { PaymentMethodField } from '../form/payment-method-field'
import { ProcessingStatus } from '../form/processing-status'
import { SubmitButton } from '../form/submit-button'
import styles from '../payments.module.css'
import { useDepositForm } from './use-deposit-form'

const INITIAL = { paymentMethod: '', amount: '', dateOfBirth: '' }

/**
 * Wallet Address: the lightning provider, an amount (and a date of birth while the profile has
 * none), Submit; a good answer opens the invoice page.
 */
export function WalletAddressForm({ askDateOfBirth }: { askDateOfBirth: boolean }) {
  const form = useDepositForm(INITIAL, ({ paymentMethod, amount, dateOfBirth }) => ({
    tab: 'WalletAddress',
    paymentMethod,
    amount,
    ...(askDateOfBirth ? { dateOfBirth } : {}),
  }))
  return (
    <form
      ref={form.formRef}
      className={styles.form}
      onSubmit={(e) => void form.submit(e)}
      aria-label="Deposit to a wallet address"
      noValidate
    >
      <PaymentMethodField
        id="deposit-method"
        methods={DEPOSIT_METHODS}
        value={form.values.paymentMethod}
        onChange={(v) => form.change('paymentMethod', v)}
        error={form.messageOf('paymentMethod')}
      />
      <AmountField
        id="deposit-amount"
        value={form.values.amount}
        onChange={(v) => form.change('amount', v)}
        error={form.messageOf('amount')}
      />
      {askDateOfBirth && (
        <DateOfBirthField
          id="deposit-dob"
          value={form.values.dateOfBirth}
          onChange={(v) => form.change('dateOfBirth', v)}
          error={form.messageOf('dob')}
        />
      )}
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting} />
        <ProcessingStatus busy={form.submitting} />
      </div>
      <p className={styles.footnote}>You get a Lightning invoice with a QR code to scan or copy into your wallet.</p>
    </form>
  )
}
