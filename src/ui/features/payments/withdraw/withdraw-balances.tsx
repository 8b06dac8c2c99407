import { formatUsd } from '../../../../core/shared/money'
import type { Balances } from '../../../../core/balances/balances'
import { DAILY_LIMIT_RULE } from '../../../../core/vip/vip-status.rules'
import styles from '../payments.module.css'

/** What can leave the wallet: the withdrawable balance; bonus money is for play only. */
export function WithdrawBalances({ balances }: { balances: Balances | null }) {
  const shown = (cents: number | undefined) => (cents === undefined ? '…' : formatUsd(cents))
  return (
    <div className={styles.balances} aria-busy={balances === null}>
      <dl className={styles.balanceList}>
        <div className={styles.balanceMain}>
          <dt>Withdrawable Balance</dt>
          <dd>{shown(balances?.withdrawable)}</dd>
        </div>
        <div>
          <dt>Bonus Balance</dt>
          <dd>{shown(balances?.bonus)}</dd>
        </div>
      </dl>
      <p className={styles.balanceNote}>Only the withdrawable balance can be paid out: deposits and winnings. Bonus money is for play.</p>
      <p className={styles.balanceNote}>{DAILY_LIMIT_RULE}</p>
    </div>
  )
}
