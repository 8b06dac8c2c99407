/**
 * The casino's seamless wallet, as the provider calls it. Never rejects: a refusal is the
 * casino's considered answer (do not retry), `unreachable` means the outcome is unknown (a bet
 * must then be rolled back, a win retried).
 */
export type WalletReply =
  | { readonly kind: 'ok'; readonly balanceCents: number }
  | { readonly kind: 'refused'; readonly code: string; readonly message: string }
  | { readonly kind: 'unreachable'; readonly detail: string }

export interface CasinoWallet {
  readonly balance: (walletToken: string) => Promise<WalletReply>
  readonly bet: (walletToken: string, roundId: string, amountCents: number) => Promise<WalletReply>
  readonly win: (walletToken: string, roundId: string, amountCents: number) => Promise<WalletReply>
  readonly rollback: (walletToken: string, roundId: string) => Promise<WalletReply>
}
