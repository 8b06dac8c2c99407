import { assertNever } from '../../../src/core/shared/assert-never'
import type { Db } from '../../db/database'
import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, roundKeys, type WalletAnswer } from './wallet-answer'
import { walletRoundTransaction } from './wallet-round-transaction'

/**
 * Takes a round's bet from the player's balance. Only a live session may bet; a retry of the
 * same bet is answered from the ledger's record without moving money again. The round's row is
 * written (or locked) before the money moves, in the same transaction: a rollback that came
 * first left a tombstone there, and the bet is refused.
 */
export const makeWalletBet =
  (deps: { db: Db; ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  async (input: { readonly sessionToken: string; readonly roundId: string; readonly amountCents: number }): Promise<WalletAnswer> => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SESSION_NOT_FOUND')
    if (session.ended) return refuse('SESSION_EXPIRED')
    return walletRoundTransaction(deps.db, async (trx): Promise<WalletAnswer> => {
      const round = await deps.rounds.lock(trx, input.roundId, { session, betCents: input.amountCents, status: 'open' })
      if (round === null || round.sessionId !== session.id) return refuse('ROUND_NOT_FOUND')
      if (round.status !== 'open') return refuse('ROUND_CLOSED')
      const result = await deps.ledger.within(trx).placeBet({
        userId: session.userId,
        amountCents: input.amountCents,
        idempotencyKey: roundKeys(input.roundId).bet,
        gameId: session.gameId,
        roundId: input.roundId,
      })
      if (result.ok) return { ok: true, balanceCents: result.receipt.balanceAfterCents, replayed: result.receipt.replayed }
      switch (result.refusal._tag) {
        case 'InsufficientFunds':
          return refuse('INSUFFICIENT_FUNDS')
        case 'KeyReusedWithOtherAmount':
          return refuse('AMOUNT_MISMATCH')
        case 'UnknownMovement':
          // Only a reversal looks an earlier movement up: a bet refused so is a bug, and the provider rolls it back.
          throw new Error(`the bet of round ${input.roundId} was refused as an UnknownMovement`)
        default:
          return assertNever(result.refusal)
      }
    })
  }

export type WalletBet = ReturnType<typeof makeWalletBet>
