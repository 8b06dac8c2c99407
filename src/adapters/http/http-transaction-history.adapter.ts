import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { ActionType, Transaction } from '../../core/account/transaction'
import type { HistoryUnsuccessful, TransactionHistory } from '../../core/account/transaction-history.port'
import type { GatewayError } from '../../core/shared/gateway-error'
import { decodeWith } from './decode'
import type { HttpClient } from './http-client'
import { TransactionsAnswerDto, type TransactionDto } from './http-transaction-history.codecs'

// Anything but bet or win is shown as "other" (grey), as the specification says.
const actionOf = (raw: string): ActionType => (raw === 'bet' || raw === 'win' ? raw : 'other')

const toTransaction = (dto: TransactionDto): Transaction => ({
  id: dto.id,
  gameId: dto.game_id,
  amountType: dto.amount_type,
  beforeBalance: dto.before_balance_cents,
  afterBalance: dto.after_balance_cents,
  amount: dto.amount_cents,
  currencyCode: dto.currency_code,
  actionType: actionOf(dto.action_type),
  createdAt: dto.created_at,
})

const unsuccessful: HistoryUnsuccessful = { _tag: 'HistoryUnsuccessful' }

export const httpTransactionHistory = (http: HttpClient): TransactionHistory => ({
  page: ({ page, perPage }) =>
    pipe(
      http.getJson('/api/casino/transaction', { page: String(page), per_page: String(perPage) }),
      TE.flatMapEither(decodeWith(TransactionsAnswerDto)),
      TE.mapError((e): GatewayError | HistoryUnsuccessful => e),
      TE.flatMap((dto) =>
        dto.success
          ? TE.right({ transactions: dto.transactions.map(toTransaction), page: dto.page, perPage: dto.per_page, total: dto.total })
          : TE.left(unsuccessful),
      ),
    ),
})
