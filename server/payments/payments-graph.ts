import type { Container } from 'inversify'
import type { Clock } from '../../src/core/shared/clock.port'
import { resolve } from '../composition/server-container'
import type { Deposits } from './deposits.port'
import { makeIssueInvoice } from './issue-invoice.use-case'
import type { PaymentSandbox } from './payment-sandbox'
import type { PaymentsConfig } from './payments-config'
import { makeReceiveNowPaymentsIpn } from './receive-nowpayments-ipn.use-case'
import { makeReceiveSpeedWebhook } from './receive-speed-webhook.use-case'
import { makeRecordDeposit } from './record-deposit.use-case'
import { makeRefundWithdrawal } from './refund-withdrawal.use-case'
import { makeSettleDeposit } from './settle-deposit.use-case'
import { makeStartCryptoDeposit } from './start-crypto-deposit.use-case'
import { makeStartLightningDeposit } from './start-lightning-deposit.use-case'
import type { PaymentWebhookSecrets } from './webhook-secrets'
import { makeWithdraw } from './withdraw.use-case'

/** The payment use cases, wired from the container's ports: what the payment routes call. */
export function paymentsGraph(container: Container) {
  const config: PaymentsConfig = resolve(container, 'Config').payments
  const clock: Clock = resolve(container, 'Clock')
  const deposits: Deposits = resolve(container, 'Deposits')
  const withdrawals = resolve(container, 'Withdrawals')
  const ledger = resolve(container, 'PaymentLedger')
  const lightning = resolve(container, 'LightningProvider')
  const crypto = resolve(container, 'CryptoGateway')
  const payouts = resolve(container, 'CryptoPayouts')
  const secrets: PaymentWebhookSecrets = resolve(container, 'PaymentWebhookSecrets')
  const sandbox: PaymentSandbox = resolve(container, 'PaymentSandbox')
  const settle = makeSettleDeposit({ lightning, crypto, deposits, ledger })
  const refund = makeRefundWithdrawal({ ledger, withdrawals })
  return {
    config,
    clock,
    deposits,
    sandbox,
    secrets,
    crypto,
    settle,
    startLightningDeposit: makeStartLightningDeposit({ lightning, deposits }),
    recordDeposit: makeRecordDeposit({ deposits }),
    issueInvoice: makeIssueInvoice({ deposits }),
    startCryptoDeposit: makeStartCryptoDeposit({ crypto, deposits }),
    withdraw: makeWithdraw({ ledger, withdrawals, payouts, refund }),
    receiveSpeedWebhook: makeReceiveSpeedWebhook({ secrets, clock, deposits, settle }),
    receiveNowPaymentsIpn: makeReceiveNowPaymentsIpn({ secrets, deposits, withdrawals, settle, refund }),
  }
}

export type PaymentsGraph = ReturnType<typeof paymentsGraph>
