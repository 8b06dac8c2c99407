import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Logger } from '../shared/logger.port'
import type { PageRequest } from './transaction'
import type { TransactionHistory } from './transaction-history.port'

/**
 * The two failure messages (docs/product/messages.md#transactions): a false success flag, and a
 * request that failed.
 */
export const TRANSACTIONS_UNSUCCESSFUL = 'Failed to fetch transactions.'
export const TRANSACTIONS_REQUEST_FAILED = 'An error occurred while fetching transactions.'

export type LoadTransactionsError =
  | { readonly _tag: 'Unsuccessful'; readonly message: typeof TRANSACTIONS_UNSUCCESSFUL }
  | { readonly _tag: 'RequestFailed'; readonly message: typeof TRANSACTIONS_REQUEST_FAILED }

/**
 * One page of the player's transactions. The two failures carry the message the screen shows;
 * a request failure's cause is logged, never shown.
 */
export const makeLoadTransactions = (deps: { history: TransactionHistory; logger: Logger }) => (request: PageRequest) =>
  pipe(
    deps.history.page(request),
    TE.mapError((e): LoadTransactionsError => {
      if (e._tag === 'HistoryUnsuccessful') return { _tag: 'Unsuccessful', message: TRANSACTIONS_UNSUCCESSFUL }
      deps.logger.error('Error fetching transactions', e)
      return { _tag: 'RequestFailed', message: TRANSACTIONS_REQUEST_FAILED }
    }),
  )
export type LoadTransactions = ReturnType<typeof makeLoadTransactions>
