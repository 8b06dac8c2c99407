import type { LoadTransactionsError } from '../../../../core/account/load-transactions.use-case'
import type { TransactionPage } from '../../../../core/account/transaction'
import { useDependency } from '../../../di/container-context'
import { useLoad, type Load } from '../../../hooks/use-load'
import { accountArea } from '../../../../composition/areas/account.area'

export const PER_PAGE = 20

export type TransactionsState = Load<LoadTransactionsError, TransactionPage>

/** One page of the player's transactions; changing the page loads it (a late answer for an old page is dropped). */
export function useTransactions(page: number): TransactionsState {
  const loadTransactions = useDependency('LoadTransactions', accountArea)
  return useLoad(() => loadTransactions({ page, perPage: PER_PAGE }), [loadTransactions, page])
}
