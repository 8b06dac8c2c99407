import * as TE from 'fp-ts/TaskEither'
import { concat, from, NEVER, throwError } from 'rxjs'
import type { PageRequest, Transaction, TransactionPage } from '../../src/core/account/transaction'
import type { HistoryUnsuccessful, TransactionHistory } from '../../src/core/account/transaction-history.port'
import type { GatewayError } from '../../src/core/shared/gateway-error'
import type { Balances } from '../../src/core/balances/balances'
import type { BalanceStream, BalanceStreamError } from '../../src/core/balances/balance-stream.port'

/**
 * A balance stream that, each time it opens, sends `balances` in order and then stays open; or
 * fails to open with `error`. Counts its openings.
 */
export function scriptedBalanceStream(answer: ReadonlyArray<Balances> | BalanceStreamError) {
  let opens = 0
  const stream: BalanceStream = {
    open: () => {
      opens += 1
      if ('_tag' in answer) return throwError(() => answer)
      return concat(from(answer.map((balances, i) => ({ id: String(i + 1), balances }))), NEVER)
    },
  }
  return { stream, opens: () => opens }
}

export const aTransaction = (over: Partial<Transaction> = {}): Transaction => ({
  id: 1,
  gameId: 'myth-slot',
  amountType: 'bonus',
  beforeBalance: 1000,
  afterBalance: 900,
  description: 'Bet',
  amount: -100,
  currencyCode: 'USD',
  actionType: 'bet',
  createdAt: '2026-11-22T15:04:00.000Z',
  ...over,
})

/** History that answers every page with `answer` and records the requests. */
export function fakeHistory(answer: TransactionPage | GatewayError | HistoryUnsuccessful) {
  const requests: PageRequest[] = []
  const history: TransactionHistory = {
    page: (request) => {
      requests.push(request)
      return '_tag' in answer ? TE.left(answer) : TE.right(answer)
    },
  }
  return { history, requests }
}
