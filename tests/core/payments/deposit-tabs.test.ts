import { describe, expect, it } from 'vitest'
import { DEFAULT_DEPOSIT_TAB, DEPOSIT_TABS, unavailableMessage } from '../../../src/core/payments/deposit-tabs'

describe('the deposit tabs', () => {
  // docs/product/screens-and-routes.md#wallet
  it('are the five method tabs, in order', () => {
    expect(DEPOSIT_TABS.map((t) => t.label)).toEqual(['Local Pay', 'Wallet Address', 'Wallet Connect', 'Cash Pay', 'Buy with Card'])
  })

  it('work only for Wallet Address and Wallet Connect, which the deposit use case takes', () => {
    expect(DEPOSIT_TABS.filter((t) => t.available).map((t) => t.id)).toEqual(['WalletAddress', 'WalletConnect'])
  })

  it('open on a tab that works', () => {
    expect(DEPOSIT_TABS.find((t) => t.id === DEFAULT_DEPOSIT_TAB)?.available).toBe(true)
  })

  it('say that a static tab is not available yet', () => {
    expect(unavailableMessage(DEPOSIT_TABS[0]!)).toBe(
      'Local Pay is not available yet. Deposit with Wallet Address or Wallet Connect today.',
    )
  })
})
