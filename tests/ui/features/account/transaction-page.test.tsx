import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../../src/composition/container'
import type { Registry } from '../../../../src/composition/registry'
import type { TransactionHistory } from '../../../../src/core/account/transaction-history.port'
import { App } from '../../../../src/ui/app'
import { aTransaction, fakeHistory, scriptedBalanceStream } from '../../../fakes/fake-balance-ports'
import { recordingLogger } from '../../../fakes/recording-logger'

// The page is a lazy chunk: on a busy machine its first render can take a few seconds.
const renderTransactions = async (overrides: Partial<Registry>): Promise<ReactElement> => {
  localStorage.setItem('authToken', 'tkn')
  localStorage.setItem('userId', '1')
  const container = buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    {
      Logger: recordingLogger().logger,
      BalanceStream: scriptedBalanceStream([{ bonus: 1000, withdrawable: 250, thirdParty: 0, total: 1250 }]).stream,
      ...overrides,
    },
  )
  const ui = <App container={container} hook={memoryLocation({ path: '/transaction' }).hook} />
  render(ui)
  await screen.findByRole('heading', { level: 1, name: 'All Transactions' }, { timeout: 10_000 })
  return ui
}

describe('the transactions screen', () => {
  it('lists the rows with their badges, amounts and dates', async () => {
    const rows = [
      aTransaction({ id: 3, actionType: 'win', amount: 250, beforeBalance: 900, afterBalance: 1150, amountType: 'withdrawable' }),
      aTransaction({ id: 2, actionType: 'bet' }),
      aTransaction({
        id: 1,
        actionType: 'other',
        description: 'Bonus granted',
        gameId: null,
        amount: 1000,
        beforeBalance: 0,
        afterBalance: 1000,
      }),
    ]
    await renderTransactions({ TransactionHistory: fakeHistory({ transactions: rows, page: 1, perPage: 20, total: 3 }).history })
    const table = await screen.findByRole('table')
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual([
      '#',
      'Game Id',
      'Transaction Type',
      'Before Balance',
      'After Balance',
      'Amount',
      'Currency',
      'Action Type',
      'Date',
    ])
    const body = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      )
    expect(body[0]?.slice(0, 8)).toEqual(['1', 'myth-slot', 'Withdrawable', '$9.00', '$11.50', '+$2.50', 'USD', 'Win'])
    expect(body[1]?.slice(5, 8)).toEqual(['-$1.00', 'USD', 'Bet'])
    expect(body[2]?.slice(0, 3)).toEqual(['3', '—none', 'Bonus'])
    expect(body[2]?.[7]).toBe('Other: Bonus granted')
    expect(body[0]?.[8]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/)
    expect(screen.getByRole('region', { name: 'Your transactions, newest first' }).tabIndex).toBe(0)
    expect(screen.queryByRole('navigation', { name: 'Transaction pages' })).toBeNull()
  })

  it('shows the account tabs with Transaction current', async () => {
    await renderTransactions({ TransactionHistory: fakeHistory({ transactions: [], page: 1, perPage: 20, total: 0 }).history })
    const tabs = screen.getByRole('navigation', { name: 'My account' })
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('Transaction')
  })

  it('shows the inert filters, labelled', async () => {
    await renderTransactions({ TransactionHistory: fakeHistory({ transactions: [], page: 1, perPage: 20, total: 0 }).history })
    const platform = await screen.findByLabelText<HTMLSelectElement>('Platform Type')
    expect(Array.from(platform.options).map((o) => o.value)).toEqual(['casino'])
    expect(Array.from(screen.getByLabelText<HTMLSelectElement>('Activity Type').options).map((o) => o.value)).toEqual(['all'])
    expect(screen.getByLabelText('From Date').getAttribute('type')).toBe('date')
    expect(screen.getByLabelText('To Date').getAttribute('type')).toBe('date')
    expect(await screen.findByText(/No transactions yet/)).toBeTruthy()
  })

  it("shows 'Failed to fetch transactions.' as an alert for a false success flag", async () => {
    await renderTransactions({ TransactionHistory: fakeHistory({ _tag: 'HistoryUnsuccessful' }).history })
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch transactions.')
  })

  it("shows 'An error occurred while fetching transactions.' when the request fails", async () => {
    await renderTransactions({ TransactionHistory: fakeHistory({ _tag: 'Offline' }).history })
    expect((await screen.findByRole('alert')).textContent).toBe('An error occurred while fetching transactions.')
  })

  it('pages through a long history', async () => {
    const requests: number[] = []
    const history: TransactionHistory = {
      page: ({ page, perPage }) => {
        requests.push(page)
        return TE.right({ transactions: [aTransaction({ id: 100 - page })], page, perPage, total: 45 })
      },
    }
    await renderTransactions({ TransactionHistory: history })
    const pager = await screen.findByRole('navigation', { name: 'Transaction pages' })
    expect(within(pager).getByText('Page 1 of 3')).toBeTruthy()
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy()
    expect(within(screen.getByRole('table')).getAllByRole('row')[1]?.firstElementChild?.textContent).toBe('21')
    expect(requests).toEqual([1, 2])
  })

  it('shows the loaded balances in the header', async () => {
    await renderTransactions({ TransactionHistory: fakeHistory({ transactions: [], page: 1, perPage: 20, total: 0 }).history })
    const button = await screen.findByRole('button', { name: /Wallet balance: \$12\.50/ })
    await userEvent.click(button)
    const list = document.getElementById('balance-menu')!
    expect(within(list).getByText('Bonus Balance').nextElementSibling?.textContent).toBe('$10.00')
    expect(within(list).getByText('Withdrawable Balance').nextElementSibling?.textContent).toBe('$2.50')
    expect(within(list).getByText('Total Balance').nextElementSibling?.textContent).toBe('$12.50')
  })

  // The placeholders: docs/product/constants.md#header-balances
  it('keeps the placeholder balances when the balance cannot load', async () => {
    await renderTransactions({
      BalanceStream: scriptedBalanceStream({ _tag: 'Offline' }).stream,
      TransactionHistory: fakeHistory({ _tag: 'Offline' }).history,
    })
    await screen.findByRole('alert')
    expect(screen.getByRole('button', { name: /Wallet balance: \$10\.00/ })).toBeTruthy()
  })
})
