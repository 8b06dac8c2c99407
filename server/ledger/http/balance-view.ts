import type { PlayerBalances } from '../ledger.port'
import { dollars } from './money.view'

/** The header's four balances; `balance` is the total, as the product's Wallet.balance. */
export const balancesView = (b: PlayerBalances) => ({
  balance: dollars(b.totalCents),
  bonus_balance: dollars(b.bonusCents),
  withdrawable_balance: dollars(b.withdrawableCents),
  third_party_balance: dollars(b.thirdPartyCents),
  total_balance: dollars(b.totalCents),
  balance_cents: b.totalCents,
  bonus_balance_cents: b.bonusCents,
  withdrawable_balance_cents: b.withdrawableCents,
  third_party_balance_cents: b.thirdPartyCents,
  total_balance_cents: b.totalCents,
  currency_code: 'USD',
})
