import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { Db } from '../../db/database'
import { limitReachedMessage } from '../../../src/core/safer-play/limits.rules'
import type { BetRefusal, Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { answerOf, refuse, roundKeys, type WalletAnswer, type WalletRefusal } from './wallet-answer'
import { walletRoundTransaction } from './wallet-round-transaction'

/** Each ledger refusal of a bet as the provider is told it. */
const betRefusal = (refusal: BetRefusal): WalletRefusal => {
  switch (refusal._tag) {
    case 'InsufficientFunds':
      return { _tag: 'InsufficientFunds' }
    case 'KeyReusedWithOtherAmount':
      return { _tag: 'AmountMismatch' }
    case 'LimitReached':
      return { _tag: 'LimitReached', message: limitReachedMessage(refusal) }
    default:
      return assertNever(refusal)
  }
}

/**
 * Takes a round's bet from the player's balance. Only a live session may bet; a retry of the
 * same bet is answered from the ledger's record without moving money again. The round's row is
 * written (or locked) before the money moves, in the same transaction: a rollback that came
 * first left a tombstone there, and the bet is refused.
 */
export const makeWalletBet =
  (deps: { db: Db; ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  (input: {
    readonly sessionToken: string
    readonly roundId: string
    readonly amountCents: number
  }): TE.TaskEither<WalletRefusal, WalletAnswer> =>
  async () => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SessionNotFound')
    if (session.ended) return refuse('SessionExpired')
    return walletRoundTransaction(deps.db, async (trx) => {
      const round = await deps.rounds.lock(trx, input.roundId, { session, betCents: input.amountCents, status: 'open' })
      if (round === null || round.sessionId !== session.id) return refuse('RoundNotFound')
      if (round.status !== 'open') return refuse('RoundClosed')
      const bet = deps.ledger.within(trx).placeBet({
        userId: session.userId,
        amountCents: input.amountCents,
        idempotencyKey: roundKeys(input.roundId).bet,
        gameId: session.gameId,
        roundId: input.roundId,
      })
      return pipe(bet, TE.mapBoth(betRefusal, answerOf))()
    })()
  }

export type WalletBet = ReturnType<typeof makeWalletBet>
