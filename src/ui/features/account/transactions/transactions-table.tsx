import { formatTransactionDate } from '../../../../core/account/transaction-date'
import type { Transaction } from '../../../../core/account/transaction'
import { formatUsd } from '../../../../core/shared/money'
import { ActionBadge } from './action-badge'
import styles from './transactions.module.css'

const AMOUNT_TYPES: Readonly<Record<string, string>> = {
  bonus: 'Bonus',
  withdrawable: 'Withdrawable',
  mixed: 'Bonus + Withdrawable',
}

const signed = (cents: number): string => (cents > 0 ? `+${formatUsd(cents)}` : formatUsd(cents))

const COLUMNS = ['#', 'Game Id', 'Transaction Type', 'Before Balance', 'After Balance', 'Amount', 'Currency', 'Action Type', 'Date']

/**
 * The transactions table. On a narrow screen it scrolls sideways inside its own region, which
 * takes keyboard focus (arrow keys scroll it) and is named after the table's caption.
 */
export function TransactionsTable({ rows, firstNumber }: { rows: readonly Transaction[]; firstNumber: number }) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby="transactions-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="transactions-caption" className="visually-hidden">
          Your transactions, newest first
        </caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((t, i) => (
            <tr key={t.id}>
              <td>{firstNumber + i}</td>
              <td>
                {t.gameId ?? (
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">none</span>
                  </>
                )}
              </td>
              <td>{AMOUNT_TYPES[t.amountType] ?? t.amountType}</td>
              <td className={styles.money}>{formatUsd(t.beforeBalance)}</td>
              <td className={styles.money}>{formatUsd(t.afterBalance)}</td>
              <td className={`${styles.money} ${t.amount < 0 ? styles.debit : styles.credit}`}>{signed(t.amount)}</td>
              <td>{t.currencyCode}</td>
              <td>
                <ActionBadge type={t.actionType} description={t.description} />
              </td>
              <td className={styles.date}>
                <time dateTime={t.createdAt}>{formatTransactionDate(t.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
