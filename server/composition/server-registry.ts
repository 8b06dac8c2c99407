import type { Clock } from '../../src/core/shared/clock.port'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { Ledger } from '../ledger/ledger.port'
import type { LedgerHistory } from '../ledger/ledger-history.port'
import type { PaymentLedger } from '../ledger/payment-ledger.port'
import type { AccessTokens } from '../accounts/access-tokens.port'
import type { AccountsConfig } from '../accounts/accounts-config'
import type { PasswordHasher } from '../accounts/password-hasher.port'
import type { LoginThrottle } from '../accounts/login-throttle.port'
import type { Users } from '../accounts/users.port'
import type { Catalogue } from '../catalogue/catalogue.port'
import type { CasinoWallet } from '../game-provider/casino-wallet.port'
import type { CasinoGameRounds } from '../games/casino-game-rounds'
import type { CasinoGameSessions } from '../games/casino-game-sessions'
import type { GameLookup } from '../games/game-lookup'
import type { GameProvider } from '../games/game-provider.port'
import type { LaunchGame } from '../games/launch-game.use-case'
import type { WalletNonces } from '../games/seamless-wallet/wallet-nonces'
import type { WalletSecret } from '../games/wallet-secret'
import type { CryptoGateway } from '../payments/crypto-gateway.port'
import type { CryptoPayouts } from '../payments/crypto-payouts.port'
import type { Deposits } from '../payments/deposits.port'
import type { LightningProvider } from '../payments/lightning-provider.port'
import type { PaymentSandbox } from '../payments/payment-sandbox'
import type { PaymentWebhookSecrets } from '../payments/webhook-secrets'
import type { Withdrawals } from '../payments/withdrawals.port'

/** What the server's container holds, by key: each lookup is typed. */
export interface ServerRegistry {
  readonly Config: ServerConfig
  readonly Db: Db
  readonly Clock: Clock
  /** Bound by the ledger area (server/ledger); registration and game rounds move money through it. */
  readonly Ledger: Ledger
  /** Deposits and withdrawals (the payments area); the same ledger as Ledger. */
  readonly PaymentLedger: PaymentLedger
  /** The player's movements, for the transactions list. */
  readonly LedgerHistory: LedgerHistory
  readonly AccountsConfig: AccountsConfig
  readonly PasswordHasher: PasswordHasher
  readonly AccessTokens: AccessTokens
  readonly LoginThrottle: LoginThrottle
  readonly Users: Users
  readonly Catalogue: Catalogue
  /** The seamless wallet's HMAC secret (env or app_meta), shared by the casino and the demo provider. */
  readonly GameWalletSecret: WalletSecret
  readonly GameProvider: GameProvider
  readonly GameLookup: GameLookup
  readonly CasinoGameSessions: CasinoGameSessions
  readonly CasinoGameRounds: CasinoGameRounds
  readonly WalletNonces: WalletNonces
  /** The demo provider's client of the casino's seamless wallet. */
  readonly CasinoWallet: CasinoWallet
  readonly LaunchGame: LaunchGame
  /** Speed: live over HTTPS with SPEED_SECRET_KEY, else the in-process sandbox (bound by the payments area). */
  readonly LightningProvider: LightningProvider
  /** NOWPayments' deposit side: live with NOWPAYMENTS_API_KEY, else the sandbox. */
  readonly CryptoGateway: CryptoGateway
  readonly CryptoPayouts: CryptoPayouts
  readonly Deposits: Deposits
  readonly Withdrawals: Withdrawals
  readonly PaymentWebhookSecrets: PaymentWebhookSecrets
  /** The sandbox wallet and checkout; a provider running live has none. */
  readonly PaymentSandbox: PaymentSandbox
}

export const S = {
  Config: Symbol.for('server.Config'),
  Db: Symbol.for('server.Db'),
  Clock: Symbol.for('server.Clock'),
  Ledger: Symbol.for('server.Ledger'),
  PaymentLedger: Symbol.for('server.PaymentLedger'),
  LedgerHistory: Symbol.for('server.LedgerHistory'),
  AccountsConfig: Symbol.for('server.AccountsConfig'),
  PasswordHasher: Symbol.for('server.PasswordHasher'),
  AccessTokens: Symbol.for('server.AccessTokens'),
  LoginThrottle: Symbol.for('server.LoginThrottle'),
  Users: Symbol.for('server.Users'),
  Catalogue: Symbol.for('server.Catalogue'),
  GameWalletSecret: Symbol.for('server.GameWalletSecret'),
  GameProvider: Symbol.for('server.GameProvider'),
  GameLookup: Symbol.for('server.GameLookup'),
  CasinoGameSessions: Symbol.for('server.CasinoGameSessions'),
  CasinoGameRounds: Symbol.for('server.CasinoGameRounds'),
  WalletNonces: Symbol.for('server.WalletNonces'),
  CasinoWallet: Symbol.for('server.CasinoWallet'),
  LaunchGame: Symbol.for('server.LaunchGame'),
  LightningProvider: Symbol.for('server.LightningProvider'),
  CryptoGateway: Symbol.for('server.CryptoGateway'),
  CryptoPayouts: Symbol.for('server.CryptoPayouts'),
  Deposits: Symbol.for('server.Deposits'),
  Withdrawals: Symbol.for('server.Withdrawals'),
  PaymentWebhookSecrets: Symbol.for('server.PaymentWebhookSecrets'),
  PaymentSandbox: Symbol.for('server.PaymentSandbox'),
} as const satisfies { readonly [K in keyof ServerRegistry]: symbol }
