import { useState, type FormEvent } from 'react'
import type { DepositField } from '../../../../core/wallet/deposit.rules'
import { DEPOSIT_METHODS } from '../../../../core/wallet/payment-methods'
import { AmountField } from '../form/amount-field'
import { focusField, invalidFieldOf, type InvalidField } from '../form/invalid-field'
import { PaymentMethodField } from '../form/payment-method-field'
import { ProcessingStatus } from '../form/processing-status'
import { SubmitButton } from '../form/submit-button'
import styles from '../wallet.module.css'
import type { DepositSubmission } from './use-deposit'

const IDS: Record<DepositField, string> = { paymentMethod: 'deposit-method', amount: 'deposit-amount' }

/** Wallet Address: the lightning provider, an amount, Submit; a good answer opens the invoice page. */
export function WalletAddressForm({ deposit }: { deposit: DepositSubmission }) {
  const [method, setMethod] = useState('')
  const [amount, setAmount] = useState('')
  const [invalid, setInvalid] = useState<InvalidField<DepositField> | null>(null)
  const errorOf = (field: DepositField) => (invalid?.field === field ? invalid.message : undefined)
  const edit = (field: DepositField, set: (value: string) => void) => (value: string) => {
    set(value)
    if (invalid?.field === field) setInvalid(null)
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    const result = await deposit.submit({ tab: 'WalletAddress', paymentMethod: method, amount })
    if (result === null) return
    const field = invalidFieldOf<DepositField>(result)
    setInvalid(field)
    if (field !== null) focusField(IDS[field.field])
  }

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} aria-label="Deposit to a wallet address" noValidate>
      <PaymentMethodField
        id={IDS.paymentMethod}
        methods={DEPOSIT_METHODS}
        value={method}
        onChange={edit('paymentMethod', setMethod)}
        error={errorOf('paymentMethod')}
      />
      <AmountField id={IDS.amount} value={amount} onChange={edit('amount', setAmount)} error={errorOf('amount')} />
      <div className={styles.actions}>
        <SubmitButton busy={deposit.busy} />
        <ProcessingStatus busy={deposit.busy} />
      </div>
      <p className={styles.footnote}>You get a Lightning invoice with a QR code to scan or copy into your wallet.</p>
    </form>
  )
}
