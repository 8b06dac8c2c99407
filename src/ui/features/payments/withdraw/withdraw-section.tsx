import styles from '../payments.module.css'
import { useBalances } from '../../../layout/use-balances'
import { WithdrawBalances } from './withdraw-balances'
import { WithdrawForm } from './withdraw-form'
import { WithdrawalHistory } from '../withdrawals/withdrawal-history'

/** Withdraw: the balances that can leave the wallet, the request form, then the player's withdrawals. */
export function WithdrawSection() {
  const balances = useBalances()
  return (
    <section className={styles.card} aria-labelledby="withdraw-heading">
      <h2 id="withdraw-heading" className={styles.cardTitle}>
        Withdraw
      </h2>
      <WithdrawBalances balances={balances} />
      <WithdrawForm />
      <WithdrawalHistory />
    </section>
  )
}
