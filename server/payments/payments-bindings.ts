import type { Container } from 'inversify'
import type { Clock } from '../../src/core/shared/clock.port'
import { S, type ServerRegistry } from '../composition/server-registry'
import type { ServerConfig } from '../config'
import type { Db } from '../db/database'
import type { CryptoGateway } from './crypto-gateway.port'
import type { CryptoPayouts } from './crypto-payouts.port'
import { dbDeposits } from './db-deposits.adapter'
import { dbWithdrawals } from './db-withdrawals.adapter'
import type { LightningProvider } from './lightning-provider.port'
import { nowPaymentsCryptoGateway } from './nowpayments/nowpayments-crypto-gateway.adapter'
import { nowPaymentsCryptoPayouts } from './nowpayments/nowpayments-crypto-payouts.adapter'
import type { PaymentSandbox } from './payment-sandbox'
import { dbSandboxObjects } from './sandbox/sandbox-objects'
import { sandboxNowPayments } from './sandbox/sandbox-nowpayments.adapter'
import { sandboxSpeed } from './sandbox/sandbox-speed.adapter'
import { speedLightningProvider } from './speed/speed-lightning-provider.adapter'
import { configuredWebhookSecrets } from './webhook-secrets'

/**
 * The payments area's part of the server container (called by buildServerContainer). A provider
 * with keys in the config runs live over HTTPS; without, its in-process sandbox answers the same
 * ports and adds its controls to PaymentSandbox. Overrides win.
 */
export function bindPayments(c: Container, base: { readonly config: ServerConfig; readonly db: Db }, overrides: Partial<ServerRegistry>): void {
  const { config, db } = base
  const { speed, nowpayments } = config.payments
  c.bind(S.Deposits).toConstantValue(overrides.Deposits ?? dbDeposits(db))
  c.bind(S.Withdrawals).toConstantValue(overrides.Withdrawals ?? dbWithdrawals(db))
  c.bind(S.PaymentWebhookSecrets).toConstantValue(overrides.PaymentWebhookSecrets ?? configuredWebhookSecrets(db, config.payments))
  c.bind(S.PaymentSandbox).toResolvedValue((clock: Clock): PaymentSandbox => overrides.PaymentSandbox ?? {
    lightning: speed.mode === 'sandbox' ? sandboxSpeed({ objects: dbSandboxObjects(db), clock }) : null,
    crypto: nowpayments.mode === 'sandbox' ? sandboxNowPayments({ objects: dbSandboxObjects(db), clock }) : null,
  }, [S.Clock])
  c.bind(S.LightningProvider).toResolvedValue((sandbox: PaymentSandbox): LightningProvider => {
    if (overrides.LightningProvider) return overrides.LightningProvider
    if (speed.mode === 'live') return speedLightningProvider({ secretKey: speed.secretKey, apiUrl: speed.apiUrl })
    if (sandbox.lightning === null) throw new Error('the Speed sandbox is missing')
    return sandbox.lightning
  }, [S.PaymentSandbox])
  c.bind(S.CryptoGateway).toResolvedValue((sandbox: PaymentSandbox): CryptoGateway => {
    if (overrides.CryptoGateway) return overrides.CryptoGateway
    if (nowpayments.mode === 'live') return nowPaymentsCryptoGateway({ apiKey: nowpayments.apiKey, apiUrl: nowpayments.apiUrl })
    if (sandbox.crypto === null) throw new Error('the NOWPayments sandbox is missing')
    return sandbox.crypto
  }, [S.PaymentSandbox])
  c.bind(S.CryptoPayouts).toResolvedValue((sandbox: PaymentSandbox, clock: Clock): CryptoPayouts => {
    if (overrides.CryptoPayouts) return overrides.CryptoPayouts
    if (nowpayments.mode === 'live') {
      return nowPaymentsCryptoPayouts({ apiKey: nowpayments.apiKey, apiUrl: nowpayments.apiUrl, login: nowpayments.payoutLogin, clock })
    }
    if (sandbox.crypto === null) throw new Error('the NOWPayments sandbox is missing')
    return sandbox.crypto
  }, [S.PaymentSandbox, S.Clock])
}
