/** The Deposit section's five tabs (docs/product/screens-and-routes.md#wallet), in order. */
export type DepositTabId = 'LocalPay' | 'WalletAddress' | 'WalletConnect' | 'CashPay' | 'Card'

export interface DepositTab {
  readonly id: DepositTabId
  readonly label: string
  /** What the tab pays with, in a few words. */
  readonly summary: string
  /**
   * Only Wallet Address and Wallet Connect work; the other three say they are not available yet
   * (docs/product/screens-and-routes.md#wallet).
   */
  readonly available: boolean
}

export const DEPOSIT_TABS: readonly DepositTab[] = [
  { id: 'LocalPay', label: 'Local Pay', summary: 'Pay from your bank with a local payment app.', available: false },
  { id: 'WalletAddress', label: 'Wallet Address', summary: 'Pay a Lightning invoice from any Bitcoin Lightning wallet.', available: true },
  {
    id: 'WalletConnect',
    label: 'Wallet Connect',
    summary: 'Pay with the crypto coin of your choice on a secure checkout page.',
    available: true,
  },
  { id: 'CashPay', label: 'Cash Pay', summary: 'Send dollars from a cash transfer app.', available: false },
  { id: 'Card', label: 'Buy with Card', summary: 'Buy crypto with a debit or credit card and deposit it.', available: false },
]

/** The tab the Deposit section opens on: the first one that works. */
export const DEFAULT_DEPOSIT_TAB: DepositTabId = 'WalletAddress'

/** What a static tab says, honestly. */
export const unavailableMessage = (tab: DepositTab): string =>
  `${tab.label} is not available yet. Deposit with Wallet Address or Wallet Connect today.`
