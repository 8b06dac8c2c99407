import * as TE from 'fp-ts/TaskEither'
import type { PageRequest, Transaction, TransactionPage } from '../../src/core/account/transaction'
import type { HistoryUnsuccessful, TransactionHistory } from '../../src/core/account/transaction-history.port'
import type { GatewayError } from '../../src/core/shared/gateway-error'
import type { Balances } from '../../src/core/wallet/balances'
import type { WalletGateway } from '../../src/core/wallet/wallet-gateway.port'

/** A wallet that answers each call with the next of `answers` (the last one repeats), counting calls. */
export function scriptedWallet(answers: ReadonlyArray<Balances | GatewayError>) {
  let calls = 0
  const wallet: WalletGateway = {
    balances: () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!
      calls += 1
      return '_tag' in answer ? TE.left(answer) : TE.right(answer)
    },
  }
  return { wallet, calls: () => calls }
}

export const aTransaction = (over: Partial<Transaction> = {}): Transaction => ({
  id: 1,
  gameId: 'myth-slot',
  amountType: 'bonus',
  beforeBalance: 1000,
  afterBalance: 900,
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
