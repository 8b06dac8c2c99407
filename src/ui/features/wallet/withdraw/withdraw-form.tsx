import * as E from 'fp-ts/Either'
import { useState, type FormEvent } from 'react'
import { PAYMENT_METHODS, takesPayoutCurrency, WITHDRAW_METHODS } from '../../../../core/wallet/payment-methods'
import { formatUsd } from '../../../../core/shared/money'
import { MIN_WITHDRAWAL_CENTS, type WithdrawalField } from '../../../../core/wallet/withdrawal.rules'
import { useDependency } from '../../../di/container-context'
import { AmountField } from '../form/amount-field'
import { focusField, invalidFieldOf, type InvalidField } from '../form/invalid-field'
import { PaymentMethodField } from '../form/payment-method-field'
import { ProcessingStatus } from '../form/processing-status'
import { SelectField } from '../form/select-field'
import { SubmitButton } from '../form/submit-button'
import { TextInputField } from '../form/text-input-field'
import { useSubmission } from '../form/use-submission'
import styles from '../wallet.module.css'
import { usePayoutCurrencies } from './use-payout-currencies'

const IDS: Record<WithdrawalField, string> = { payment_method: 'withdraw-method', amount: 'withdraw-amount' }

const ADDRESS_HINTS: Readonly<Record<string, string>> = {
  [PAYMENT_METHODS.lightning]: 'The Lightning invoice or Lightning address to pay out to.',
  [PAYMENT_METHODS.crypto]: 'Your wallet address for the chosen currency. Check it: a payout cannot be taken back.',
}

/**
 * Withdraw: method, a currency for the crypto gateway only, amount, address. A refused request
 * keeps every field as typed; a submitted one clears the amount and address.
 */
export function WithdrawForm() {
  const { busy, submit } = useSubmission(useDependency('Withdraw'))
  const [method, setMethod] = useState('')
  const [currency, setCurrency] = useState('')
  const [amount, setAmount] = useState('')
  const [address, setAddress] = useState('')
  const [invalid, setInvalid] = useState<InvalidField<WithdrawalField> | null>(null)
  const crypto = takesPayoutCurrency(method)
  const currencies = usePayoutCurrencies(crypto)
  const errorOf = (field: WithdrawalField) => (invalid?.field === field ? invalid.message : undefined)
  const edit = (field: WithdrawalField, set: (value: string) => void) => (value: string) => {
    set(value)
    if (invalid?.field === field) setInvalid(null)
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const result = await submit({ payment_method: method, amount, address, ...(crypto ? { currency } : {}) })
    if (result === null) return
    const field = invalidFieldOf<WithdrawalField>(result)
    setInvalid(field)
    if (field !== null) focusField(IDS[field.field])
    if (E.isRight(result)) {
      setAmount('')
      setAddress('')
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-labelledby="withdraw-heading" noValidate>
      <PaymentMethodField
        id={IDS.payment_method}
        methods={WITHDRAW_METHODS}
        value={method}
        onChange={edit('payment_method', setMethod)}
        error={errorOf('payment_method')}
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
          value={currency}
          onChange={setCurrency}
          busy={currencies._tag !== 'Loaded'}
          hint="The coin your payout is sent in."
        />
      )}
      <AmountField
        id={IDS.amount}
        value={amount}
        onChange={edit('amount', setAmount)}
        error={errorOf('amount')}
        hint={`At least ${formatUsd(MIN_WITHDRAWAL_CENTS)}.`}
      />
      <TextInputField
        id="withdraw-address"
        label="Address"
        value={address}
        onChange={setAddress}
        hint={ADDRESS_HINTS[method] ?? 'Where the payout goes: a Lightning invoice or a wallet address.'}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy} />
        <ProcessingStatus busy={busy} />
      </div>
    </form>
  )
}
