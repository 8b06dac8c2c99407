import { describe, expect, it } from 'vitest'
import { httpTransactionHistory } from '../../../src/adapters/http/http-transaction-history.adapter'
import { stubFetch } from '../../fakes/stub-fetch'

// Recorded from the API (server/ledger/http/transactions.routes.ts).
const ROW = {
  id: 7,
  game_id: 'myth-slot',
  amount_type: 'mixed',
  before_balance: 10,
  after_balance: 8.5,
  amount: -1.5,
  before_balance_cents: 1000,
  after_balance_cents: 850,
  amount_cents: -150,
  currency_code: 'USD',
  action_type: 'bet',
  kind: 'bet',
  description: 'Bet',
  created_at: '2026-11-22T15:04:00.000Z',
}

describe('http transaction history', () => {
  const url = 'GET /api/casino/transaction?page=2&per_page=20'

  it('reads a page of transactions', async () => {
    const { http } = stubFetch({
      [url]: { status: 200, body: { success: true, transactions: [ROW], page: 2, per_page: 20, total: 21, last_page: 2 } },
    })
    expect(await httpTransactionHistory(http).page({ page: 2, perPage: 20 })()).toEqual({
      _tag: 'Right',
      right: {
        page: 2,
        perPage: 20,
        total: 21,
        transactions: [
          {
            id: 7,
            gameId: 'myth-slot',
            amountType: 'mixed',
            beforeBalance: 1000,
            afterBalance: 850,
            amount: -150,
            currencyCode: 'USD',
            actionType: 'bet',
            description: 'Bet',
            createdAt: '2026-11-22T15:04:00.000Z',
          },
        ],
      },
    })
  })

  it('shows any action but bet and win as other', async () => {
    const { http } = stubFetch({
      [url]: {
        status: 200,
        body: { success: true, transactions: [{ ...ROW, action_type: 'bonus' }], page: 2, per_page: 20, total: 21, last_page: 2 },
      },
    })
    const result = await httpTransactionHistory(http).page({ page: 2, perPage: 20 })()
    expect(result._tag === 'Right' && result.right.transactions[0]?.actionType).toBe('other')
  })

  it('turns a false success flag into HistoryUnsuccessful', async () => {
    const { http } = stubFetch({ [url]: { status: 200, body: { success: false } } })
    expect(await httpTransactionHistory(http).page({ page: 2, perPage: 20 })()).toEqual({
      _tag: 'Left',
      left: { _tag: 'HistoryUnsuccessful' },
    })
  })

  it('turns a failed request into a gateway error', async () => {
    const { http } = stubFetch({ [url]: 'offline' })
    expect(await httpTransactionHistory(http).page({ page: 2, perPage: 20 })()).toEqual({ _tag: 'Left', left: { _tag: 'Offline' } })
  })
})
