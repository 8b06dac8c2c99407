import type { Db } from '../../db/database'
import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameRounds } from '../casino-game-rounds'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, roundKeys, type WalletAnswer } from './wallet-answer'
import { walletRoundTransaction } from './wallet-round-transaction'

const NO_BET = 'NoBet' as const

/**
 * Reverses a round's bet when the provider could not finish it. A rollback for a bet that never
 * arrived succeeds with nothing moved and leaves a tombstone that refuses that bet if it arrives
 * late, so the provider can stop retrying; a round already won cannot be rolled back. The
 * round's state and the refund commit together, under the round's lock.
 */
export const makeWalletRollback =
  (deps: { db: Db; ledger: Ledger; sessions: CasinoGameSessions; rounds: CasinoGameRounds }) =>
  async (input: { readonly sessionToken: string; readonly roundId: string }): Promise<WalletAnswer> => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SESSION_NOT_FOUND')
    const keys = roundKeys(input.roundId)
    const outcome = await walletRoundTransaction(deps.db, async (trx): Promise<WalletAnswer | typeof NO_BET> => {
      const round = await deps.rounds.lock(trx, input.roundId, { session, betCents: 0, status: 'rolled_back' })
      if (round === null || round.sessionId !== session.id) return refuse('ROUND_NOT_FOUND')
      if (round.status === 'won') return refuse('ROUND_CLOSED')
      if (round.status === 'open') await deps.rounds.settle(trx, input.roundId, { status: 'rolled_back' })
      // Even on a fresh tombstone: a bet booked before rounds were locked may lack its round row.
      const result = await deps.ledger
        .within(trx)
        .rollbackBet({ userId: session.userId, betIdempotencyKey: keys.bet, idempotencyKey: keys.rollback })
      if (result.ok) return { ok: true, balanceCents: result.receipt.balanceAfterCents, replayed: result.receipt.replayed }
      return result.refusal._tag === 'UnknownMovement' ? NO_BET : refuse('AMOUNT_MISMATCH')
    })
    if (outcome !== NO_BET) return outcome
    const balances = await deps.ledger.balances(session.userId)
    return { ok: true, balanceCents: balances.totalCents, replayed: false }
  }

export type WalletRollback = ReturnType<typeof makeWalletRollback>
