import { useState, type FormEvent } from 'react'
import { AmountField } from '../form/amount-field'
import { ProcessingStatus } from '../form/processing-status'
import { SubmitButton } from '../form/submit-button'
import styles from '../wallet.module.css'
import type { DepositSubmission } from './use-deposit'

/**
 * Wallet Connect: an amount and Submit; the crypto gateway's checkout page opens in a new tab.
 * The specification checks nothing here: the server refuses a bad amount and says why.
 */
export function WalletConnectForm({ deposit }: { deposit: DepositSubmission }) {
  const [amount, setAmount] = useState('')
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void deposit.submit({ tab: 'WalletConnect', amount })
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Deposit with Wallet Connect" noValidate>
      <AmountField id="connect-amount" value={amount} onChange={setAmount} />
      <div className={styles.actions}>
        <SubmitButton busy={deposit.busy} />
        <ProcessingStatus busy={deposit.busy} />
      </div>
      <p className={styles.footnote}>The secure checkout page opens in a new tab; come back here once you have paid.</p>
    </form>
  )
}
