import type { LoadTransactionsError } from '../../../../core/account/load-transactions.use-case'
import type { TransactionPage } from '../../../../core/account/transaction'
import type { Load } from '../../../hooks/use-load'
import { useScreenRead } from '../../../hooks/use-screen-read'
import { transactionsPage } from './transactions.reads'

export type TransactionsState = Load<LoadTransactionsError, TransactionPage>

/** One page of the player's transactions; changing the page loads it (a late answer for an old page is dropped). */
export function useTransactions(page: number): TransactionsState {
  return useScreenRead(transactionsPage(page))
}
