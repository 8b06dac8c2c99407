import { act, screen, waitFor } from '@testing-library/react'
import { Subject } from 'rxjs'
import { describe, expect, it } from 'vitest'
import type { BalanceEvent, BalanceStream, LiveBalances } from '../../../src/core/balances/balance-stream.port'
import { releasedMessage } from '../../../src/core/bonuses/bonus-grants.rules'
import { aGame, countingCatalog, renderLobbyApp } from '../features/lobby/render-lobby-app'

const event = (id: number, balances: LiveBalances): BalanceEvent => ({ id: String(id), balances })

describe("a bonus release's toast", () => {
  it('shows once even when the next movement arrives before the page renders again', async () => {
    const events = new Subject<BalanceEvent>()
    const stream: BalanceStream = { open: () => events }
    const { catalog } = countingCatalog({}, [aGame(1)])
    const { notices } = renderLobbyApp('/casino', { catalog, signedIn: true, overrides: { BalanceStream: stream } })
    await waitFor(() => expect(events.observed).toBe(true), { timeout: 5000 })
    act(() => events.next(event(1, { bonus: 1000, withdrawable: 0, thirdParty: 0, total: 1000 })))
    await screen.findByRole('button', { name: 'Wallet balance: $10.00' })

    // A spin's bet meets the wagering (the release), and its win follows in the same moment.
    act(() => {
      events.next(event(2, { bonus: 0, withdrawable: 900, thirdParty: 0, total: 900, bonusReleasedCents: 900 }))
      events.next(event(3, { bonus: 0, withdrawable: 1050, thirdParty: 0, total: 1050 }))
    })
    await screen.findByRole('button', { name: 'Wallet balance: $10.50' })
    expect(notices.filter((n) => n.message === releasedMessage(900))).toEqual([{ kind: 'success', message: releasedMessage(900) }])
  })
})
