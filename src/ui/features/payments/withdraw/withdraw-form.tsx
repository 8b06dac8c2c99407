import { PAYMENT_METHODS, takesPayoutCurrency, WITHDRAW_METHODS } from '../../../../core/payments/payment-methods'
import { formatUsd } from '../../../../core/shared/money'
import { MIN_WITHDRAWAL_CENTS } from '../../../../core/payments/withdrawal.rules'
import { AmountField } from '../form/amount-field'
import { PaymentMethodField } from '../form/payment-method-field'
import { ProcessingStatus } from '../form/processing-status'
import { SelectField } from '../form/select-field'
import { SubmitButton } from '../form/submit-button'
import { TextInputField } from '../form/text-input-field'
import styles from '../payments.module.css'
import { usePayoutCurrencies } from './use-payout-currencies'
import { useWithdrawForm } from './use-withdraw-form'
import { DESTINATION_HINTS } from '../../../../core/payments/withdrawal-destination.rules'
import { useScreenRead } from '../../../hooks/use-screen-read'
import { twoFactorStatus } from '../../account/safer-play/safer-play.reads'

const ADDRESS_HINTS: Readonly<Record<string, string>> = {
  [PAYMENT_METHODS.lightning]: DESTINATION_HINTS.speed,
  [PAYMENT_METHODS.crypto]: `${DESTINATION_HINTS.nowpayments} Check it: a payout cannot be taken back.`,
}

/** Withdraw: method, a currency for the crypto gateway only, amount, address, and the code while two-factor sign-in is on. */
export function WithdrawForm() {
  const status = useScreenRead(twoFactorStatus)
  const askCode = status._tag === 'Loaded' && status.value.on
  const form = useWithdrawForm(askCode)
  const method = form.values.paymentMethod
  const crypto = takesPayoutCurrency(method)
  const currencies = usePayoutCurrencies(crypto)

  return (
    <form ref={form.formRef} className={styles.form} onSubmit={(e) => void form.submit(e)} aria-labelledby="withdraw-heading" noValidate>
      <PaymentMethodField
        id="withdraw-method"
        methods={WITHDRAW_METHODS}
        value={method}
        onChange={(v) => form.change('paymentMethod', v)}
        error={form.messageOf('paymentMethod')}
      />
      {crypto && (
        <SelectField
          id="withdraw-currency"
          label="Currency"
          placeholder={
            currencies._tag === 'Loaded'
              ? currencies.value.length > 0
                ? 'Choose a currency'
                : 'No currencies available'
              : 'Loading currencies…'
          }
          options={
            currencies._tag === 'Loaded'
              ? currencies.value.map((c) => ({ value: c.code, label: `${c.name} (${c.code.toUpperCase()})` }))
              : []
          }
          value={form.values.currency}
          onChange={(v) => form.change('currency', v)}
          busy={currencies._tag !== 'Loaded'}
          hint="The coin your payout is sent in."
        />
      )}
      <AmountField
        id="withdraw-amount"
        value={form.values.amount}
        onChange={(v) => form.change('amount', v)}
        error={form.messageOf('amount')}
        hint={`At least ${formatUsd(MIN_WITHDRAWAL_CENTS)}.`}
      />
      <TextInputField
        id="withdraw-address"
        label="Address"
        value={form.values.address}
        onChange={(v) => form.change('address', v)}
        error={form.messageOf('address')}
        hint={ADDRESS_HINTS[method] ?? 'Where the payout goes: a Lightning invoice or a wallet address.'}
      />
      {askCode && (
        <TextInputField
          id="withdraw-code"
          label="Authentication code"
          value={form.values.code}
          onChange={(v) => form.change('code', v)}
          error={form.messageOf('code')}
          hint="Two-factor sign-in is on: enter the 6-digit code your authenticator app shows now."
        />
      )}
      <div className={styles.actions}>
        <SubmitButton busy={form.submitting} />
        <ProcessingStatus busy={form.submitting} />
      </div>
    </form>
  )
}
