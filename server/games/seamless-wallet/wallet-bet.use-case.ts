import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, roundKeys, type WalletAnswer } from './wallet-answer'

/**
 * Takes a round's bet from the player's balance. Only a live session may bet; a retry of the
 * same bet is answered from the ledger's record without moving money again.
 */
export const makeWalletBet = (deps: { ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  async (input: { readonly sessionToken: string; readonly roundId: string; readonly amountCents: number }): Promise<WalletAnswer> => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SESSION_NOT_FOUND')
    if (session.expired) return refuse('SESSION_EXPIRED')
    const known = await deps.rounds.find(input.roundId)
    if (known !== null && known.sessionId !== session.id) return refuse('ROUND_NOT_FOUND')
    if (known !== null && known.status !== 'open') return refuse('ROUND_CLOSED')
    const result = await deps.ledger.placeBet({
      userId: session.userId,
      amountCents: input.amountCents,
      idempotencyKey: roundKeys(input.roundId).bet,
      gameId: session.gameId,
      roundId: input.roundId,
    })
    if (!result.ok) return refuse(result.refusal._tag === 'InsufficientFunds' ? 'INSUFFICIENT_FUNDS' : 'AMOUNT_MISMATCH')
    await deps.rounds.recordBet(session, input.roundId, input.amountCents)
    return { ok: true, balanceCents: result.receipt.balanceAfterCents, replayed: result.receipt.replayed }
  }

export type WalletBet = ReturnType<typeof makeWalletBet>
