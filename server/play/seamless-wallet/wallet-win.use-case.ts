import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { assertNever } from '../../../src/core/shared/assert-never'
import type { Db } from '../../db/database'
import type { CreditRefusal, Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { answerOf, refuse, roundKeys, type WalletAnswer, type WalletRefusal } from './wallet-answer'
import { walletRoundTransaction } from './wallet-round-transaction'

const winRefusal = (refusal: CreditRefusal): WalletRefusal => {
  switch (refusal._tag) {
    case 'KeyReusedWithOtherAmount':
      return { _tag: 'AmountMismatch' }
    default:
      return assertNever(refusal._tag)
  }
}

/**
 * Pays a round's win. Accepted on an ended session too (the player is owed it), but only for a
 * round whose bet this session placed and that was not rolled back; one win per round. The
 * round's state and the credit commit together, under the round's lock.
 */
export const makeWalletWin =
  (deps: { db: Db; ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  (input: {
    readonly sessionToken: string
    readonly roundId: string
    readonly amountCents: number
  }): TE.TaskEither<WalletRefusal, WalletAnswer> =>
  async () => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SessionNotFound')
    return walletRoundTransaction(deps.db, async (trx) => {
      const round = await deps.rounds.lock(trx, input.roundId, null)
      if (round === null || round.sessionId !== session.id) return refuse('RoundNotFound')
      if (round.status === 'rolled_back') return refuse('RoundClosed')
      // Won already: the same win again is a retry (the ledger replays it), another amount is not.
      if (round.status === 'won' && round.winCents !== input.amountCents) return refuse('AmountMismatch')
      if (round.status === 'open') await deps.rounds.settle(trx, input.roundId, { status: 'won', winCents: input.amountCents })
      const win = deps.ledger.within(trx).creditWin({
        userId: session.userId,
        amountCents: input.amountCents,
        idempotencyKey: roundKeys(input.roundId).win,
        gameId: session.gameId,
        roundId: input.roundId,
      })
      return pipe(win, TE.mapBoth(winRefusal, answerOf))()
    })()
  }

export type WalletWin = ReturnType<typeof makeWalletWin>
