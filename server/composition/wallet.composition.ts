import type { Shared } from './server-base'

/** The player's money as the wallet screens read it: balances and the movements' history. */
export function composeWallet(shared: Shared) {
  return {
    balances: (userId: number) => shared.ledger.balances(userId),
    history: shared.history,
  }
}

export type WalletArea = ReturnType<typeof composeWallet>
