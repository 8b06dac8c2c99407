import { assertNever } from '../../src/core/shared/assert-never'
import type { WalletCallFailure } from './casino-client.port'
import type { RoundInPlay } from './session-play-lock'

/** Why a round was not played; play.replies.ts tells the game page each one. */
export type PlayRefusal =
  | { readonly _tag: 'InsufficientFunds' }
  /** One of the player's own limits at the casino; its message (which limit, when it resets) is shown as sent. */
  | { readonly _tag: 'LimitReached'; readonly message: string }
  | { readonly _tag: 'SessionEnded' }
  | { readonly _tag: 'CasinoRefused' }
  | { readonly _tag: 'CasinoUnavailable' }
  | RoundInPlay

/** The casino's refusal code (server/play/http/seamless-wallet.replies.ts) as the player is told it. */
const refusedBet = (code: string, message: string): PlayRefusal => {
  if (code === 'INSUFFICIENT_FUNDS') return { _tag: 'InsufficientFunds' }
  if (code === 'LIMIT_REACHED') return { _tag: 'LimitReached', message }
  if (code === 'SESSION_EXPIRED' || code === 'SESSION_NOT_FOUND') return { _tag: 'SessionEnded' }
  return { _tag: 'CasinoRefused' }
}

/** A bet the casino's wallet did not take; an unreachable one was rolled back (round-wallet-steps.ts). */
export const betRefusal = (failure: WalletCallFailure): PlayRefusal => {
  switch (failure._tag) {
    case 'Refused':
      return refusedBet(failure.code, failure.message)
    case 'Unreachable':
      return { _tag: 'CasinoUnavailable' }
    default:
      return assertNever(failure)
  }
}
