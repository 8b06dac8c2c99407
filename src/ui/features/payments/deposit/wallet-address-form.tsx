import { DEPOSIT_METHODS } from '../../../../core/payments/payment-methods'
import { AmountField } from '../form/amount-field'
import { PaymentMethodField } from '../form/payment-method-field'
import { ProcessingStatus } from '../form/processing-status'
import { SubmitButton } from '../form/submit-button'
import styles from '../payments.module.css'
import { useDepositForm } from './use-deposit-form'

const INITIAL = { paymentMethod: '', amount: '' }

/** Wallet Address: the lightning provider, an amount, Submit; a good answer opens the invoice page. */
export function WalletAddressForm() {
  const form = useDepositForm(INITIAL, (values) => ({ tab: 'WalletAddress', ...values }))
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
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting} />
        <ProcessingStatus busy={form.submitting} />
      </div>
      <p className={styles.footnote}>You get a Lightning invoice with a QR code to scan or copy into your wallet.</p>
    </form>
  )
}
