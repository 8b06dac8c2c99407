import type * as E from 'fp-ts/Either'
import type { CryptoGateway } from '../payments/crypto-gateway.port'
import type { CryptoPayouts } from '../payments/crypto-payouts.port'
import type { LightningPayouts } from '../payments/lightning-payouts.port'
import type { LightningProvider } from '../payments/lightning-provider.port'
import type { UsdSatsRate } from '../payments/usd-sats-rate.port'
import { nowPaymentsUsdSatsRate } from '../payments/nowpayments/nowpayments-usd-sats-rate.adapter'
import { sandboxUsdSatsRate } from '../payments/sandbox/sandbox-usd-sats-rate'
import type { PaymentSandbox } from '../payments/payment-sandbox'
import { configuredWebhookSecrets } from '../payments/webhook-secrets'
import { dbDeposits } from '../payments/db-deposits.adapter'
import { dbDepositAgeGate } from '../safer-play/deposit-age-gate'
import { dbDepositLimitGate } from '../safer-play/deposit-limit-gate'
import { dbReconcilerRuns } from '../payments/db-reconciler-runs.adapter'
import { dbSandboxObjects } from '../payments/sandbox/sandbox-objects'
import { dbWithdrawals } from '../payments/db-withdrawals.adapter'
import { dailyWithdrawalLimit } from '../vip/daily-withdrawal-limit'
import { vipTermsWithin } from '../vip/vip-terms'
import { dbWithdrawalQueue } from '../payments/db-withdrawal-queue.adapter'
import { makeApplyPayoutReport } from '../payments/apply-payout-report.use-case'
import { makeIssueInvoice } from '../payments/issue-invoice.use-case'
import { makeReceiveNowPaymentsIpn } from '../payments/receive-nowpayments-ipn.use-case'
import { makeReceivePayoutIpn } from '../payments/receive-payout-ipn.use-case'
import { makeReceiveSpeedWebhook } from '../payments/receive-speed-webhook.use-case'
import { makeReconcileWithdrawals, type ReconcileDeps } from '../payments/reconcile-withdrawals.use-case'
import { makeRecordDeposit } from '../payments/record-deposit.use-case'
import { makeSettleDeposit } from '../payments/settle-deposit.use-case'
import { makeHappyHourBoost } from '../promotions/happy-hour-boost'
import { makeSweepDeposits } from '../payments/sweep-deposits.use-case'
import { makeStartCryptoDeposit } from '../payments/start-crypto-deposit.use-case'
import { makeStartLightningDeposit } from '../payments/start-lightning-deposit.use-case'
import { makeRequestWithdrawal } from '../payments/request-withdrawal.use-case'
import { nowPaymentsCryptoGateway } from '../payments/nowpayments/nowpayments-crypto-gateway.adapter'
import { nowPaymentsCryptoPayouts } from '../payments/nowpayments/nowpayments-crypto-payouts.adapter'
import { paymentsModeProblem } from '../payments/payments-mode.rules'
import { sandboxNowPayments } from '../payments/sandbox/sandbox-nowpayments.adapter'
import { sandboxInstantSend } from '../payments/sandbox/sandbox-instant-send'
import { sandboxSpeed } from '../payments/sandbox/sandbox-speed.adapter'
import { speedInstantSend } from '../payments/speed/speed-instant-send.adapter'
import { speedLightningProvider } from '../payments/speed/speed-lightning-provider.adapter'
import type { PortOverrides, Shared } from './server-base'

/** Withdrawals a reconciler claims at a time. */
const RECONCILE_BATCH = 50
/**
 * How long a claimed withdrawal stays with the process that claimed it: longer than settling a
 * batch takes, and how often a payout on its way is re-read when no IPN comes.
 */
const RECONCILE_LEASE_MS = 5 * 60_000

/**
 * Payments: Lightning (Speed) and crypto (NOWPayments) deposits and withdrawals. A provider with
 * keys in the configuration runs live over HTTPS; without, its in-process sandbox answers the same
 * ports and adds its controls to `sandbox`. Settings that mix a live provider with a sandbox (or
 * run live without PUBLIC_URL) are refused here too, however they were built.
 */
export function composePayments(
  shared: Shared,
  o: PortOverrides,
  deps: {
    readonly secondFactor: {
      readonly isOn: (userId: number) => Promise<boolean>
      readonly freshCode: (userId: number, code: string | undefined) => Promise<E.Either<string, void>>
    }
  },
) {
  const { db, clock } = shared
  const config = shared.config.payments
  const { speed, nowpayments } = config
  const problem = paymentsModeProblem(config)
  if (problem !== null) throw new Error(problem)
  const ledger = shared.paymentLedger
  const deposits = o.Deposits ?? dbDeposits(db, ledger)
  const depositLimits = dbDepositLimitGate(db, clock)
  const depositAge = dbDepositAgeGate(db, clock)
  const withdrawals =
    o.Withdrawals ?? dbWithdrawals(db, ledger, { dailyLimit: dailyWithdrawalLimit((trx) => vipTermsWithin(shared.promotions, trx)), clock })
  const secrets = o.PaymentWebhookSecrets ?? configuredWebhookSecrets(db, config)
  const sandbox: PaymentSandbox = o.PaymentSandbox ?? {
    lightning: speed.mode === 'sandbox' ? sandboxSpeed({ objects: dbSandboxObjects(db), clock }) : null,
    crypto: nowpayments.mode === 'sandbox' ? sandboxNowPayments({ objects: dbSandboxObjects(db), clock }) : null,
  }
  const sandboxOf = <T>(port: T | null, name: string): T => {
    if (port === null) throw new Error(`the ${name} sandbox is missing`)
    return port
  }
  const lightning: LightningProvider =
    o.LightningProvider ??
    (speed.mode === 'live'
      ? speedLightningProvider({ secretKey: speed.secretKey, apiUrl: speed.apiUrl })
      : sandboxOf(sandbox.lightning, 'Speed'))
  const crypto: CryptoGateway =
    o.CryptoGateway ??
    (nowpayments.mode === 'live'
      ? nowPaymentsCryptoGateway({ apiKey: nowpayments.apiKey, apiUrl: nowpayments.apiUrl, login: nowpayments.payoutLogin })
      : sandboxOf(sandbox.crypto, 'NOWPayments'))
  const payouts: CryptoPayouts =
    o.CryptoPayouts ??
    (nowpayments.mode === 'live'
      ? nowPaymentsCryptoPayouts({ apiKey: nowpayments.apiKey, apiUrl: nowpayments.apiUrl, login: nowpayments.payoutLogin, clock })
      : sandboxOf(sandbox.crypto, 'NOWPayments'))
  const lightningPayouts: LightningPayouts =
    o.LightningPayouts ??
    (speed.mode === 'live'
      ? speedInstantSend({ secretKey: speed.secretKey, apiUrl: speed.apiUrl })
      : sandboxInstantSend({ objects: dbSandboxObjects(db), clock }))
  const usdSatsRate: UsdSatsRate =
    o.UsdSatsRate ??
    (nowpayments.mode === 'live' ? nowPaymentsUsdSatsRate({ apiKey: nowpayments.apiKey, apiUrl: nowpayments.apiUrl }) : sandboxUsdSatsRate)
  const runs = o.ReconcilerRuns ?? dbReconcilerRuns(db)
  const onCredited = makeHappyHourBoost({ ledger: shared.ledger, clock, settings: shared.promotions })
  const settle = makeSettleDeposit({ lightning, crypto, deposits, onCredited })
  const applyReport = makeApplyPayoutReport({ withdrawals })
  return {
    config,
    clock,
    deposits,
    withdrawals,
    /** Reads of withdrawals with their players and timelines: the player's list and the operator's queue. */
    listing: dbWithdrawalQueue(db),
    sandbox,
    secrets,
    crypto,
    payouts,
    lightningPayouts,
    usdSatsRate,
    runs,
    applyReport,
    settle,
    startLightningDeposit: makeStartLightningDeposit({ lightning, deposits, limits: depositLimits, age: depositAge }),
    recordDeposit: makeRecordDeposit({ deposits }),
    issueInvoice: makeIssueInvoice({ deposits }),
    startCryptoDeposit: makeStartCryptoDeposit({ crypto, deposits, limits: depositLimits, age: depositAge }),
    requestWithdrawal: makeRequestWithdrawal({
      withdrawals,
      payouts,
      clock,
      secondFactor: deps.secondFactor,
      forfeitDue: (userId) => db.transaction().execute((trx) => ledger.within(trx).pendingForfeit(userId)),
    }),
    receiveSpeedWebhook: makeReceiveSpeedWebhook({ secrets, clock, deposits, settle }),
    receiveNowPaymentsIpn: makeReceiveNowPaymentsIpn({
      secrets,
      deposits,
      settle,
      payoutIpn: makeReceivePayoutIpn({ withdrawals, payouts, applyReport }),
    }),
    /** `onError` hears of a deposit or payment a sweep could not settle (the server logs it). */
    sweepDeposits: (onError: (ref: string, err: unknown) => void) => makeSweepDeposits({ deposits, settle, crypto, clock, onError }),
    /** `onError` hears of a withdrawal a pass could not settle (the server logs it). */
    reconcileWithdrawals: (onError: ReconcileDeps['onError']) =>
      makeReconcileWithdrawals({
        withdrawals,
        payouts,
        lightning: lightningPayouts,
        applyReport,
        clock,
        runs,
        onError,
        claim: { limit: RECONCILE_BATCH, leaseMs: RECONCILE_LEASE_MS, graceMs: config.reconciler.graceMs },
      }),
  }
}

export type PaymentsArea = ReturnType<typeof composePayments>
