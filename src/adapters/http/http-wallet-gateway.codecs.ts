import * as t from 'io-ts'

interface CentsBrand {
  readonly Cents: unique symbol
}
interface NonNegativeBrand {
  readonly NonNegative: unique symbol
}

/** A whole number of cents: money never arrives as a fraction here. */
export const Cents = t.brand(t.number, (n): n is t.Branded<number, CentsBrand> => Number.isSafeInteger(n), 'Cents')
export const NonNegativeInt = t.brand(Cents, (n): n is t.Branded<t.TypeOf<typeof Cents>, NonNegativeBrand> => n >= 0, 'NonNegative')

/** GET /api/wallet-balance: the browser reads the exact `*_cents` fields, not the dollar ones. */
export const WalletBalanceDto = t.type({
  bonus_balance_cents: NonNegativeInt,
  withdrawable_balance_cents: NonNegativeInt,
  third_party_balance_cents: NonNegativeInt,
  total_balance_cents: NonNegativeInt,
})
