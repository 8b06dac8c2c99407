import * as E from 'fp-ts/Either'
import type { LedgerReceipt } from '../../ledger/ledger.port'

/** Why the casino refuses a wallet call; the provider acts on each (seamless-wallet.replies.ts gives its code). */
export type WalletRefusal =
  | { readonly _tag: 'SessionNotFound' }
  | { readonly _tag: 'SessionExpired' }
  | { readonly _tag: 'InsufficientFunds' }
  | { readonly _tag: 'RoundNotFound' }
  | { readonly _tag: 'RoundClosed' }
  | { readonly _tag: 'AmountMismatch' }
  /** A loss limit of the player's: `message` names it and when it resets, for the game to show. */
  | { readonly _tag: 'LimitReached'; readonly message: string }

/** What an accepted call answers: the player's total balance after it; `replayed` when it repeated one already booked. */
export interface WalletAnswer {
  readonly balanceCents: number
  readonly replayed: boolean
}

export const refuse = (tag: Exclude<WalletRefusal['_tag'], 'LimitReached'>): E.Either<WalletRefusal, never> => E.left({ _tag: tag })

export const answerOf = (receipt: LedgerReceipt): WalletAnswer => ({
  balanceCents: receipt.balanceAfterCents,
  replayed: receipt.replayed,
})

/**
 * Ledger idempotency keys of a provider round: a retried call books nothing twice. The provider's
 * round ids are UUIDs; the prefix keeps them apart from every other kind of movement.
 */
export const roundKeys = (roundId: string) => ({
  bet: `game:${roundId}:bet`,
  win: `game:${roundId}:win`,
  rollback: `game:${roundId}:rollback`,
})
