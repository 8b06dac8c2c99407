import { httpCasinoWallet } from '../game-provider/http-casino-wallet.adapter'
import { dbCasinoGameRounds } from '../games/casino-game-rounds'
import { dbCasinoGameSessions } from '../games/casino-game-sessions'
import { dbGameLookup } from '../games/game-lookup'
import { makeLaunchGame } from '../games/launch-game.use-case'
import { makeWalletBalance } from '../games/seamless-wallet/wallet-balance.use-case'
import { makeWalletBet } from '../games/seamless-wallet/wallet-bet.use-case'
import { dbWalletNonces } from '../games/seamless-wallet/wallet-nonces'
import { makeWalletRollback } from '../games/seamless-wallet/wallet-rollback.use-case'
import { makeWalletWin } from '../games/seamless-wallet/wallet-win.use-case'
import { appMetaWalletSecret } from '../games/wallet-secret'
import { composeDemoGameProvider } from './game-provider.composition'
import type { PortOverrides, Shared } from './server-base'

/**
 * The casino's games: launching a game at the provider, and the seamless wallet the provider's
 * servers call for each round's money (their requests proven by the shared secret).
 */
export function composeGames(
  shared: Shared,
  needs: { readonly recordPlay: (userId: number, gameId: string) => Promise<void> },
  o: PortOverrides,
) {
  const { config, db, clock, ledger } = shared
  const secret = o.GameWalletSecret ?? appMetaWalletSecret(db, config.gameWalletSecret)
  const sessions = o.CasinoGameSessions ?? dbCasinoGameSessions({ db, clock })
  const rounds = o.CasinoGameRounds ?? dbCasinoGameRounds()
  const provider = o.GameProvider ?? composeDemoGameProvider({ db, clock, gameOrigin: config.gameOrigin })
  const wallet = { db, ledger, sessions, rounds }
  return {
    sessions,
    secret,
    /** The demo provider's client of the seamless wallet below. */
    casinoWallet: o.CasinoWallet ?? httpCasinoWallet({ baseUrl: config.casinoInternalUrl, secret, clock }),
    launch: makeLaunchGame({ ledger, games: o.GameLookup ?? dbGameLookup(db), provider, sessions, recordPlay: needs.recordPlay }),
    seamlessWallet: {
      /** What proves a wallet request: its signature with the secret, its freshness and its one-time nonce. */
      proof: { secret, clock, nonces: o.WalletNonces ?? dbWalletNonces({ db, clock }) },
      balance: makeWalletBalance({ ledger, sessions }),
      bet: makeWalletBet(wallet),
      win: makeWalletWin(wallet),
      rollback: makeWalletRollback(wallet),
    },
  }
}

export type GamesArea = ReturnType<typeof composeGames>
