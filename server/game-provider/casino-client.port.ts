import type * as TE from 'fp-ts/TaskEither'

/**
 * Why a wallet call brought no balance. `Refused` is the casino's considered answer (do not
 * retry); `Unreachable` means the outcome is unknown (a bet must then be rolled back, a win retried).
 */
export type WalletCallFailure =
  { readonly _tag: 'Refused'; readonly code: string; readonly message: string } | { readonly _tag: 'Unreachable'; readonly detail: string }

/**
 * The casino's seamless wallet, as the provider calls it. Never rejects: each call answers the
 * player's balance after it, in cents, or its failure as Left.
 */
export interface CasinoClient {
  readonly balance: (walletToken: string) => TE.TaskEither<WalletCallFailure, number>
  readonly bet: (walletToken: string, roundId: string, amountCents: number) => TE.TaskEither<WalletCallFailure, number>
  readonly win: (walletToken: string, roundId: string, amountCents: number) => TE.TaskEither<WalletCallFailure, number>
  readonly rollback: (walletToken: string, roundId: string) => TE.TaskEither<WalletCallFailure, number>
}
