import * as E from 'fp-ts/Either'
import { useEffect, useState } from 'react'
import type { LoadTransactionsError } from '../../../../core/account/load-transactions.use-case'
import type { TransactionPage } from '../../../../core/account/transaction'
import { useDependency } from '../../../di/container-context'

export const PER_PAGE = 20

export type TransactionsState =
  | { readonly status: 'loading' }
  | { readonly status: 'success'; readonly result: TransactionPage }
  | { readonly status: 'error'; readonly error: LoadTransactionsError }

/** One page of the player's transactions; changing the page loads it (a late answer for an old page is dropped). */
export function useTransactions(page: number): TransactionsState {
  const loadTransactions = useDependency('LoadTransactions')
  const [state, setState] = useState<TransactionsState>({ status: 'loading' })
  useEffect(() => {
    let current = true
    setState({ status: 'loading' })
    void loadTransactions({ page, perPage: PER_PAGE })().then((result) => {
      if (!current) return
      setState(E.isRight(result) ? { status: 'success', result: result.right } : { status: 'error', error: result.left })
    })
    return () => {
      current = false
    }
  }, [loadTransactions, page])
  return state
}
