import type * as t from 'io-ts'
import type { Balances } from '../../core/wallet/balances'
import type { WalletBalances } from './contracts/wallet.contract'

/** The browser reads the exact `*_cents` fields, never the dollar ones. */
export const balancesFrom = (answer: t.TypeOf<typeof WalletBalances>): Balances => ({
  bonus: answer.bonus_balance_cents,
  withdrawable: answer.withdrawable_balance_cents,
  thirdParty: answer.third_party_balance_cents,
  total: answer.total_balance_cents,
})
