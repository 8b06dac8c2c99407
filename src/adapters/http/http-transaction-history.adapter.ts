import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { ActionType, Transaction } from '../../core/account/transaction'
import type { HistoryUnsuccessful, TransactionHistory } from '../../core/account/transaction-history.port'
import type { GatewayError } from '../../core/shared/gateway-error'
import { callEndpoint } from './call-endpoint'
import type { AnswerOf } from '../../contracts/endpoint'
import { ListTransactions } from '../../contracts/balances.contract'
import type { HttpClient } from './http-client'

// Anything but bet or win is shown as "other" (grey), as the product says.
const actionOf = (raw: string): ActionType => (raw === 'bet' || raw === 'win' ? raw : 'other')

type Row = Extract<AnswerOf<typeof ListTransactions>, { success: true }>['transactions'][number]

const toTransaction = (row: Row): Transaction => ({
  id: row.id,
  gameId: row.game_id,
  amountType: row.amount_type,
  beforeBalance: row.before_balance_cents,
  afterBalance: row.after_balance_cents,
  amount: row.amount_cents,
  currencyCode: row.currency_code,
  actionType: actionOf(row.action_type),
  description: row.description,
  createdAt: row.created_at,
})

const unsuccessful: HistoryUnsuccessful = { _tag: 'HistoryUnsuccessful' }

export const httpTransactionHistory = (http: HttpClient): TransactionHistory => ({
  page: ({ page, perPage }) =>
    pipe(
      callEndpoint(http)(ListTransactions, { query: { page, per_page: perPage } }),
      TE.mapError((e): GatewayError | HistoryUnsuccessful => e),
      TE.flatMap((answer) =>
        answer.success
          ? TE.right({
              transactions: answer.transactions.map(toTransaction),
              page: answer.page,
              perPage: answer.per_page,
              total: answer.total,
            })
          : TE.left(unsuccessful),
      ),
    ),
})
