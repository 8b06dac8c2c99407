import type { Container } from 'inversify'
import type { Clock } from '../../src/core/shared/clock.port'
import { S, type ServerRegistry } from '../composition/server-registry'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import { httpCasinoWallet } from '../game-provider/http-casino-wallet.adapter'
import type { Ledger } from '../ledger/ledger.port'
import { dbCasinoGameRounds } from './casino-game-rounds'
import { dbCasinoGameSessions, type CasinoGameSessions } from './casino-game-sessions'
import { demoGameProvider } from './demo-game-provider.adapter'
import { dbGameLookup, type GameLookup } from './game-lookup'
import type { GameProvider } from './game-provider.port'
import { makeLaunchGame } from './launch-game.use-case'
import { dbWalletNonces } from './seamless-wallet/wallet-nonces'
import { appMetaWalletSecret, type WalletSecret } from './wallet-secret'

/** The games area's part of the server container (called by buildServerContainer); overrides win. */
export function bindGames(c: Container, base: { readonly config: ServerConfig; readonly db: Db }, overrides: Partial<ServerRegistry>): void {
  const { config, db } = base
  c.bind(S.GameWalletSecret).toConstantValue(overrides.GameWalletSecret ?? appMetaWalletSecret(db, config.gameWalletSecret))
  c.bind(S.GameLookup).toConstantValue(overrides.GameLookup ?? dbGameLookup(db))
  c.bind(S.CasinoGameRounds).toConstantValue(overrides.CasinoGameRounds ?? dbCasinoGameRounds(db))
  c.bind(S.GameProvider).toResolvedValue(
    (clock: Clock) => overrides.GameProvider ?? demoGameProvider({ db, clock, gameOrigin: config.gameOrigin }), [S.Clock])
  c.bind(S.CasinoGameSessions).toResolvedValue(
    (clock: Clock) => overrides.CasinoGameSessions ?? dbCasinoGameSessions({ db, clock }), [S.Clock])
  c.bind(S.WalletNonces).toResolvedValue((clock: Clock) => overrides.WalletNonces ?? dbWalletNonces({ db, clock }), [S.Clock])
  c.bind(S.CasinoWallet).toResolvedValue(
    (secret: WalletSecret, clock: Clock) => overrides.CasinoWallet ?? httpCasinoWallet({ baseUrl: config.casinoInternalUrl, secret, clock }),
    [S.GameWalletSecret, S.Clock])
  c.bind(S.LaunchGame).toResolvedValue(
    (ledger: Ledger, games: GameLookup, provider: GameProvider, sessions: CasinoGameSessions) =>
      overrides.LaunchGame ?? makeLaunchGame({ ledger, games, provider, sessions }),
    [S.Ledger, S.GameLookup, S.GameProvider, S.CasinoGameSessions])
}
