import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, roundKeys, type WalletAnswer } from './wallet-answer'

/**
 * Reverses a round's bet when the provider could not finish it. A rollback for a bet that never
 * arrived succeeds with nothing moved (and blocks that bet if it arrives late), so the provider
 * can stop retrying; a round already won cannot be rolled back.
 */
export const makeWalletRollback = (deps: { ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  async (input: { readonly sessionToken: string; readonly roundId: string }): Promise<WalletAnswer> => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SESSION_NOT_FOUND')
    if (!(await deps.rounds.markRolledBack(session, input.roundId))) {
      const known = await deps.rounds.find(input.roundId)
      return refuse(known === null || known.sessionId !== session.id ? 'ROUND_NOT_FOUND' : 'ROUND_CLOSED')
    }
    const keys = roundKeys(input.roundId)
    const result = await deps.ledger.rollbackBet({ userId: session.userId, betIdempotencyKey: keys.bet, idempotencyKey: keys.rollback })
    if (result.ok) return { ok: true, balanceCents: result.receipt.balanceAfterCents, replayed: result.receipt.replayed }
    if (result.refusal._tag !== 'UnknownMovement') return refuse('AMOUNT_MISMATCH')
    const balances = await deps.ledger.balances(session.userId)
    return { ok: true, balanceCents: balances.totalCents, replayed: false }
  }

export type WalletRollback = ReturnType<typeof makeWalletRollback>
