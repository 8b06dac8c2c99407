import type { Clock } from '../../src/core/shared/clock.port'
import type { Ledger } from '../ledger/ledger.port'
import type { LedgerHistory } from '../ledger/ledger-history.port'
import type { PaymentLedger } from '../ledger/payment-ledger.port'
import type { AccessTokens } from '../accounts/access-tokens.port'
import type { AccountsConfig } from '../accounts/accounts-config'
import type { PasswordHasher } from '../accounts/password-hasher.port'
import type { LoginThrottle } from '../accounts/login-throttle.port'
import type { Users } from '../accounts/users.port'
import type { Catalogue } from '../catalogue/catalogue.port'
import type { CasinoClient } from '../game-provider/casino-client.port'
import type { CasinoGameRounds } from '../play/casino-game-rounds'
import type { CasinoGameSessions } from '../play/casino-game-sessions'
import type { GameLookup } from '../play/game-lookup'
import type { GameProvider } from '../play/game-provider.port'
import type { SeamlessWalletNonces } from '../play/seamless-wallet/wallet-nonces'
import type { WalletSecret } from '../play/seamless-wallet/wallet-secret'
import type { CryptoGateway } from '../payments/crypto-gateway.port'
import type { CryptoPayouts } from '../payments/crypto-payouts.port'
import type { Deposits } from '../payments/deposits.port'
import type { LightningPayouts } from '../payments/lightning-payouts.port'
import type { UsdSatsRate } from '../payments/usd-sats-rate.port'
import type { LightningProvider } from '../payments/lightning-provider.port'
import type { PaymentSandbox } from '../payments/payment-sandbox'
import type { PaymentWebhookSecrets } from '../payments/webhook-secrets'
import type { ReconcilerRuns } from '../payments/reconciler-runs.port'
import type { Withdrawals } from '../payments/withdrawals.port'
import type { AuditLog } from '../operator/audit-log.port'
import type { OperatorAccounts } from '../operator/operator-accounts.port'

/**
 * The ports the server is built from, by name: what the composition makes from the configuration
 * and the database, and what a test may replace with its own (`composeServer(base, overrides)`).
 */
export interface ServerPorts {
  readonly Clock: Clock
  /** The double-entry ledger; registration and game rounds move money through it. */
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
  readonly SeamlessWalletSecret: WalletSecret
  readonly GameProvider: GameProvider
  readonly GameLookup: GameLookup
  readonly CasinoGameSessions: CasinoGameSessions
  readonly CasinoGameRounds: CasinoGameRounds
  readonly SeamlessWalletNonces: SeamlessWalletNonces
  /** The demo provider's client of the casino's seamless wallet. */
  readonly CasinoClient: CasinoClient
  /** Speed: live over HTTPS with SPEED_SECRET_KEY, else the in-process sandbox (bound by the payments area). */
  readonly LightningProvider: LightningProvider
  /** NOWPayments' deposit side: live with NOWPAYMENTS_API_KEY, else the sandbox. */
  readonly CryptoGateway: CryptoGateway
  readonly CryptoPayouts: CryptoPayouts
  /** Speed's instant send, for lightning withdrawals an operator approves: live with SPEED_SECRET_KEY, else the sandbox. */
  readonly LightningPayouts: LightningPayouts
  readonly UsdSatsRate: UsdSatsRate
  readonly Deposits: Deposits
  readonly Withdrawals: Withdrawals
  /** The reconcilers' last runs (for the operator). */
  readonly ReconcilerRuns: ReconcilerRuns
  readonly PaymentWebhookSecrets: PaymentWebhookSecrets
  /** The sandbox wallet and checkout; a provider running live has none. */
  readonly PaymentSandbox: PaymentSandbox
  readonly OperatorAccounts: OperatorAccounts
  /** The operators' append-only audit log. */
  readonly AuditLog: AuditLog
}
