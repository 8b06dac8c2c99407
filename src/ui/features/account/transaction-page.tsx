import { useState } from 'react'
import { AccountTabs } from '../../components/account-tabs'
import { PageTitle } from '../../components/page-title'
import { TransactionFilters } from './transactions/transaction-filters'
import { TransactionsBody } from './transactions/transactions-body'
import styles from './transactions/transactions.module.css'
import { useTransactions } from './transactions/use-transactions'

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
