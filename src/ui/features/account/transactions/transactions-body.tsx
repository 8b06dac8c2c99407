import { pageCount } from '../../../../core/account/transaction'
import { assertNever } from '../../../../core/shared/assert-never'
import { TransactionsPager } from './transactions-pager'
import { TransactionsTable } from './transactions-table'
import styles from './transactions.module.css'
import type { TransactionsState } from './use-transactions'

/** Loading, the error (as an alert), the empty line, or the rows and the pager. */
export function TransactionsBody({ state, onPage }: { state: TransactionsState; onPage: (page: number) => void }) {
  switch (state._tag) {
    case 'Loading':
      return (
        <p role="status" className={styles.note}>
          Loading transactions…
        </p>
      )
    case 'Failed':
      return (
        <p role="alert" className={styles.error}>
          {state.error.message}
        </p>
      )
    case 'Loaded': {
      const { transactions, page, perPage } = state.value
      if (transactions.length === 0)
        return <p className={styles.note}>No transactions yet. Your bets, wins and bonuses will appear here.</p>
      return (
        <>
          <TransactionsTable rows={transactions} firstNumber={(page - 1) * perPage + 1} />
          <TransactionsPager page={page} pages={pageCount(state.value)} onPage={onPage} />
        </>
      )
    }
    default:
      return assertNever(state)
  }
}
