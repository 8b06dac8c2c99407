import { STOPPED_PAYOUT_STATUSES } from './crypto-payouts.port'
import type { Deposit } from './deposit'
import type { Deposits } from './deposits.port'
import { verifyNowPaymentsIpn } from './nowpayments/nowpayments-ipn-signature'
import type { WebhookResult } from './receive-speed-webhook.use-case'
import type { RefundWithdrawal } from './refund-withdrawal.use-case'
import type { SettleDeposit } from './settle-deposit.use-case'
import { webhookRejected } from './webhook-check'
import type { PaymentWebhookSecrets } from './webhook-secrets'
import type { Withdrawals } from './withdrawals.port'

export interface NowPaymentsIpnDeps {
  readonly secrets: PaymentWebhookSecrets
  readonly deposits: Deposits
  readonly withdrawals: Withdrawals
  readonly settle: SettleDeposit
  readonly refund: RefundWithdrawal
}

const text = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : null

async function depositOf(deps: NowPaymentsIpnDeps, body: Record<string, unknown>): Promise<Deposit | null> {
  const invoiceId = text(body.invoice_id)
  const byInvoice = invoiceId === null ? null : await deps.deposits.findByProviderPayment('nowpayments', invoiceId)
  if (byInvoice !== null) return byInvoice
  const orderId = text(body.order_id)
  const byOrder = orderId === null ? null : await deps.deposits.findByOrderId(orderId)
  return byOrder?.provider === 'nowpayments' ? byOrder : null
}

async function payoutUpdate(deps: NowPaymentsIpnDeps, body: Record<string, unknown>): Promise<string> {
  const payoutId = text(body.id)
  const reference = text(body.unique_external_id)
  const withdrawal = (payoutId === null ? null : await deps.withdrawals.findByPayout(payoutId)) ?? (reference === null ? null : await deps.withdrawals.find(reference))
  const status = (text(body.status) ?? '').toUpperCase()
  // Money already given back is never taken again by a later report; only a stop can follow a stop.
  if (withdrawal === null || withdrawal.method !== 'nowpayments' || status === '' || withdrawal.refunded) return 'ignored'
  const error = text(body.error)
  if (STOPPED_PAYOUT_STATUSES.has(status)) await deps.refund(withdrawal, status, error ?? `The payout was ${status.toLowerCase()}.`)
  else await deps.withdrawals.update(withdrawal.id, { status, error, ...(payoutId !== null ? { payoutId } : {}) })
  return status
}

/**
 * A NOWPayments IPN, for a deposit's payment or a payout. Believed only with a valid signature
 * (HMAC-SHA512 over the sorted-keys JSON). A payment IPN only names the payment: the deposit is
 * settled from GET /payment, once whatever the replays. A payout IPN sets the payout's status and
 * refunds a FAILED or REJECTED one (once: the ledger reverses a debit at most once).
 */
export const makeReceiveNowPaymentsIpn = (deps: NowPaymentsIpnDeps) =>
  async (input: { readonly signature: string | undefined; readonly body: unknown }): Promise<WebhookResult> => {
    const secret = await deps.secrets.nowpayments()
    if (secret === null) return webhookRejected('NoSecret')
    const check = verifyNowPaymentsIpn(secret, input.signature, input.body)
    if (!check.ok) return webhookRejected(check.reason)
    if (typeof input.body !== 'object' || input.body === null || Array.isArray(input.body)) return { ok: true, outcome: 'ignored' }
    const body = input.body as Record<string, unknown>
    const paymentId = text(body.payment_id)
    if (paymentId === null) return { ok: true, outcome: await payoutUpdate(deps, body) }
    const deposit = await depositOf(deps, body)
    return { ok: true, outcome: deposit === null ? 'ignored' : await deps.settle(deposit, paymentId) }
  }

export type ReceiveNowPaymentsIpn = ReturnType<typeof makeReceiveNowPaymentsIpn>
