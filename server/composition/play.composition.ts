import { httpCasinoClient } from '../game-provider/http-casino-client.adapter'
import { dbCasinoGameRounds } from '../play/casino-game-rounds'
import { dbCasinoGameSessions } from '../play/casino-game-sessions'
import { dbGameLookup } from '../play/game-lookup'
import { makeLaunchGame } from '../play/launch-game.use-case'
import { makeWalletBalance } from '../play/seamless-wallet/wallet-balance.use-case'
import { makeWalletBet } from '../play/seamless-wallet/wallet-bet.use-case'
import { dbSeamlessWalletNonces } from '../play/seamless-wallet/wallet-nonces'
import { makeWalletRollback } from '../play/seamless-wallet/wallet-rollback.use-case'
import { makeWalletWin } from '../play/seamless-wallet/wallet-win.use-case'
import { appMetaSeamlessWalletSecret } from '../play/seamless-wallet/wallet-secret'
import { composeDemoGameProvider } from './game-provider.composition'
import type { PortOverrides, Shared } from './server-base'

/**
 * The casino's games: launching a game at the provider, and the seamless wallet the provider's
 * servers call for each round's money (their requests proven by the shared secret).
 */
export function composePlay(
  shared: Shared,
  needs: { readonly recordPlay: (userId: number, gameId: string) => Promise<void> },
  o: PortOverrides,
) {
  const { config, db, clock, ledger } = shared
  const secret = o.SeamlessWalletSecret ?? appMetaSeamlessWalletSecret(db, config.seamlessWalletSecret)
  const sessions = o.CasinoGameSessions ?? dbCasinoGameSessions({ db, clock })
  const rounds = o.CasinoGameRounds ?? dbCasinoGameRounds()
  const provider = o.GameProvider ?? composeDemoGameProvider({ db, clock, gameOrigin: config.gameOrigin })
  const wallet = { db, ledger, sessions, rounds }
  return {
    sessions,
    secret,
    /** The demo provider's client of the seamless wallet below. */
    casinoClient: o.CasinoClient ?? httpCasinoClient({ baseUrl: config.casinoInternalUrl, secret, clock }),
    launch: makeLaunchGame({ ledger, games: o.GameLookup ?? dbGameLookup(db), provider, sessions, recordPlay: needs.recordPlay }),
    seamlessWallet: {
      /** What proves a wallet request: its signature with the secret, its freshness and its one-time nonce. */
      proof: { secret, clock, nonces: o.SeamlessWalletNonces ?? dbSeamlessWalletNonces({ db, clock }) },
      balance: makeWalletBalance({ ledger, sessions }),
      bet: makeWalletBet(wallet),
      win: makeWalletWin(wallet),
      rollback: makeWalletRollback(wallet),
    },
  }
}

export type PlayArea = ReturnType<typeof composePlay>
