import styles from '../wallet.module.css'
import { useWithdrawBalances } from './use-withdraw-balances'
import { WithdrawBalances } from './withdraw-balances'
import { WithdrawForm } from './withdraw-form'

/** Withdraw: the balances that can leave the wallet, then the request form. */
export function WithdrawSection() {
  const balances = useWithdrawBalances()
  return (
    <section className={styles.card} aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading" className={styles.cardTitle}>
        Withdraw
      </h2>
      <WithdrawBalances balances={balances} />
      <WithdrawForm />
    </section>
  )
}
