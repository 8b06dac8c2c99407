import type { Db } from '../../db/database'
import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, roundKeys, type WalletAnswer } from './wallet-answer'
import { walletRoundTransaction } from './wallet-round-transaction'

/**
 * Pays a round's win. Accepted on an ended session too (the player is owed it), but only for a
 * round whose bet this session placed and that was not rolled back; one win per round. The
 * round's state and the credit commit together, under the round's lock.
 */
export const makeWalletWin =
  (deps: { db: Db; ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  async (input: { readonly sessionToken: string; readonly roundId: string; readonly amountCents: number }): Promise<WalletAnswer> => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SESSION_NOT_FOUND')
    return walletRoundTransaction(deps.db, async (trx): Promise<WalletAnswer> => {
      const round = await deps.rounds.lock(trx, input.roundId, null)
      if (round === null || round.sessionId !== session.id) return refuse('ROUND_NOT_FOUND')
      if (round.status === 'rolled_back') return refuse('ROUND_CLOSED')
      // Won already: the same win again is a retry (the ledger replays it), another amount is not.
      if (round.status === 'won' && round.winCents !== input.amountCents) return refuse('AMOUNT_MISMATCH')
      if (round.status === 'open') await deps.rounds.settle(trx, input.roundId, { status: 'won', winCents: input.amountCents })
      const result = await deps.ledger.within(trx).creditWin({
        userId: session.userId,
        amountCents: input.amountCents,
        idempotencyKey: roundKeys(input.roundId).win,
        gameId: session.gameId,
        roundId: input.roundId,
      })
      if (!result.ok) return refuse('AMOUNT_MISMATCH')
      return { ok: true, balanceCents: result.receipt.balanceAfterCents, replayed: result.receipt.replayed }
    })
  }

export type WalletWin = ReturnType<typeof makeWalletWin>
