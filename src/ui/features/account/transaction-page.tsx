import { useState } from 'react'
import { AccountTabs } from '../../components/account-tabs'
import { PageTitle } from '../../components/page-title'
import { TransactionFilters } from './transactions/transaction-filters'
import { TransactionsBody } from './transactions/transactions-body'
import { transactionsPage } from './transactions/transactions.reads'
import styles from './transactions/transactions.module.css'
import { useTransactions } from './transactions/use-transactions'

/** What the screen opens on: read ahead of a tap from the other account tabs. */
export const screenReads = [transactionsPage(1)]

/** /transaction: "All Transactions", the player's ledger movements a page at a time. */
export function TransactionPage() {
  const [page, setPage] = useState(1)
  const state = useTransactions(page)
  return (
    <section className={styles.screen} aria-labelledby="transactions-heading">
      <PageTitle title="All Transactions" />
      <AccountTabs />
      <h1 id="transactions-heading">All Transactions</h1>
      <TransactionFilters />
      <TransactionsBody state={state} onPage={setPage} />
    </section>
  )
}
