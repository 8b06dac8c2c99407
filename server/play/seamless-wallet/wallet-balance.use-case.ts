import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Ledger } from '../../ledger/ledger.port'
import type { CasinoGameSessions } from '../casino-game-sessions'
import { refuse, type WalletAnswer, type WalletRefusal } from './wallet-answer'

/** The player's total balance (bonus + withdrawable), for the game's balance display. */
export const makeWalletBalance =
  (deps: { ledger: Ledger; sessions: CasinoGameSessions }) =>
  (input: { readonly sessionToken: string }): TE.TaskEither<WalletRefusal, WalletAnswer> =>
  async () => {
    const session = await deps.sessions.byToken(input.sessionToken)
    if (session === null) return refuse('SessionNotFound')
    if (session.ended) return refuse('SessionExpired')
    const balances = await deps.ledger.balances(session.userId)
    return E.right({ balanceCents: balances.totalCents, replayed: false })
  }

export type WalletBalance = ReturnType<typeof makeWalletBalance>
