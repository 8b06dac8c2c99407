/** The header dropdown's four rows, in integer cents (USD). */
export interface Balances {
  readonly bonus: number
  readonly withdrawable: number
  /** What the third-party payment service reports holding for the player; zero unless it reports. */
  readonly thirdParty: number
  readonly total: number
}

/**
 * Shown before the balance loads (docs/product/constants.md#header-balances): bonus $0.00,
 * withdrawable $10.00, total $10.00.
 */
export const PLACEHOLDER_BALANCES: Balances = { bonus: 0, withdrawable: 1000, thirdParty: 0, total: 1000 }

/** The row named after the third-party service (the lightning provider). */
export const THIRD_PARTY_BALANCE_LABEL = 'Speed Balance'
