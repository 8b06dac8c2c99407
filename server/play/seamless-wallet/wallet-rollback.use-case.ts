import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import type * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { Db } from '../../db/database'
import type { Ledger, ReversalRefusal } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { answerOf, refuse, roundKeys, type WalletAnswer, type WalletRefusal } from './wallet-answer'
import { walletRoundTransaction } from './wallet-round-transaction'

const NO_BET = 'NoBet' as const

/** A bet the ledger never booked leaves nothing to give back: the rollback succeeds with the balance as it is. */
const rollbackRefusal = (refusal: ReversalRefusal): E.Either<WalletRefusal, typeof NO_BET> => {
  switch (refusal._tag) {
    case 'UnknownMovement':
      return E.right(NO_BET)
    case 'KeyReusedWithOtherAmount':
      return refuse('AmountMismatch')
    default:
      return assertNever(refusal)
  }
}

/**
 * Reverses a round's bet when the provider could not finish it. A rollback for a bet that never
 * arrived succeeds with nothing moved and leaves a tombstone that refuses that bet if it arrives
 * late, so the provider can stop retrying; a round already won cannot be rolled back. The
 * round's state and the refund commit together, under the round's lock.
 */
export const makeWalletRollback =
  (deps: { db: Db; ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  (input: { readonly sessionToken: string; readonly roundId: string }): TE.TaskEither<WalletRefusal, WalletAnswer> =>
  async () => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SessionNotFound')
    const keys = roundKeys(input.roundId)
    const outcome = await walletRoundTransaction(deps.db, async (trx) => {
      const round = await deps.rounds.lock(trx, input.roundId, { session, betCents: 0, status: 'rolled_back' })
      if (round === null || round.sessionId !== session.id) return refuse('RoundNotFound')
      if (round.status === 'won') return refuse('RoundClosed')
      if (round.status === 'open') await deps.rounds.settle(trx, input.roundId, { status: 'rolled_back' })
      // Even on a fresh tombstone: a bet booked before rounds were locked may lack its round row.
      const rolledBack = await deps.ledger
        .within(trx)
        .rollbackBet({ userId: session.userId, betIdempotencyKey: keys.bet, idempotencyKey: keys.rollback })()
      return pipe(rolledBack, E.map(answerOf), E.orElseW(rollbackRefusal))
    })()
    if (E.isLeft(outcome)) return outcome
    if (outcome.right !== NO_BET) return E.right(outcome.right)
    const balances = await deps.ledger.balances(session.userId)
    return E.right({ balanceCents: balances.totalCents, replayed: false })
  }

export type WalletRollback = ReturnType<typeof makeWalletRollback>
