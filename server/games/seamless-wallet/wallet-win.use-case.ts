import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, roundKeys, type WalletAnswer } from './wallet-answer'

/**
 * Pays a round's win. Accepted on an expired session too (the player is owed it), but only for a
 * round whose bet this session placed and that was not rolled back; one win per round.
 */
export const makeWalletWin = (deps: { ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  async (input: { readonly sessionToken: string; readonly roundId: string; readonly amountCents: number }): Promise<WalletAnswer> => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SESSION_NOT_FOUND')
    if (!(await deps.rounds.markWon(session, input.roundId, input.amountCents))) {
      const known = await deps.rounds.find(input.roundId)
      if (known === null || known.sessionId !== session.id) return refuse('ROUND_NOT_FOUND')
      return refuse(known.status === 'won' ? 'AMOUNT_MISMATCH' : 'ROUND_CLOSED')
    }
    const result = await deps.ledger.creditWin({
      userId: session.userId,
      amountCents: input.amountCents,
      idempotencyKey: roundKeys(input.roundId).win,
      gameId: session.gameId,
      roundId: input.roundId,
    })
    if (!result.ok) return refuse('AMOUNT_MISMATCH')
    return { ok: true, balanceCents: result.receipt.balanceAfterCents, replayed: result.receipt.replayed }
  }

export type WalletWin = ReturnType<typeof makeWalletWin>
