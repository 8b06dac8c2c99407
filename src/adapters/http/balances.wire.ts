import type * as t from 'io-ts'
import type { Balances } from '../../core/balances/balances'
import type { BalancesWire } from '../../contracts/balances.contract'

/** The browser reads the exact `*_cents` fields, never the dollar ones. */
export const balancesFrom = (answer: t.TypeOf<typeof BalancesWire>): Balances => ({
  bonus: answer.bonus_balance_cents,
  withdrawable: answer.withdrawable_balance_cents,
  thirdParty: answer.third_party_balance_cents,
  total: answer.total_balance_cents,
})
