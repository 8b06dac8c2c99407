import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, type WalletAnswer } from './wallet-answer'

/** The player's total balance (bonus + withdrawable), for the game's balance display. */
export const makeWalletBalance =
  (deps: { ledger: Ledger; sessions: CasinoGameSessions }) =>
  async (input: { readonly sessionToken: string }): Promise<WalletAnswer> => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SESSION_NOT_FOUND')
    if (session.ended) return refuse('SESSION_EXPIRED')
    const balances = await deps.ledger.balances(session.userId)
    return { ok: true, balanceCents: balances.totalCents, replayed: false }
  }

export type WalletBalance = ReturnType<typeof makeWalletBalance>
