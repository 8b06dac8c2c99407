import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Deposit } from './deposit'
import type { Deposits } from './deposits.port'
import { verifyNowPaymentsIpn } from './nowpayments/nowpayments-ipn-signature'
import type { WebhookOutcome } from './receive-speed-webhook.use-case'
import type { ReceivePayoutIpn } from './receive-payout-ipn.use-case'
import type { SettleDeposit } from './settle-deposit.use-case'
import { webhookRejected, type WebhookRejection } from './webhook-check'
import type { PaymentWebhookSecrets } from './webhook-secrets'
import { ipnText } from './nowpayments/ipn-text'

export interface NowPaymentsIpnDeps {
  readonly secrets: PaymentWebhookSecrets
  readonly deposits: Deposits
  readonly settle: SettleDeposit
  readonly payoutIpn: ReceivePayoutIpn
}

async function depositOf(deps: NowPaymentsIpnDeps, body: Record<string, unknown>): Promise<Deposit | null> {
  const invoiceId = ipnText(body.invoice_id)
  const byInvoice = invoiceId === null ? null : await deps.deposits.findByProviderPayment('nowpayments', invoiceId)
  if (byInvoice !== null) return byInvoice
  const orderId = ipnText(body.order_id)
  const byOrder = orderId === null ? null : await deps.deposits.findByOrderId(orderId)
  return byOrder?.provider === 'nowpayments' ? byOrder : null
}

/**
 * A NOWPayments IPN, for a deposit's payment or a payout. Believed only with a valid signature
 * (HMAC-SHA512 over the sorted-keys JSON). A payment IPN only names the payment: its id is stored
 * first, then the deposit is settled from GET /payment, once whatever the replays; when that
 * re-read gets no answer the IPN is answered 503, so NOWPayments sends it again. A payout IPN likewise only names the payout,
 * which is re-read from GET /payout (receive-payout-ipn).
 */
export const makeReceiveNowPaymentsIpn =
  (deps: NowPaymentsIpnDeps) =>
  (input: { readonly signature: string | undefined; readonly body: unknown }): TE.TaskEither<WebhookRejection, WebhookOutcome> =>
  async () => {
    const secret = await deps.secrets.nowpayments()
    if (secret === null) return webhookRejected('NoSecret')
    const check = verifyNowPaymentsIpn(secret, input.signature, input.body)
    if (E.isLeft(check)) return check
    if (typeof input.body !== 'object' || input.body === null || Array.isArray(input.body)) return E.right('ignored')
    const body = input.body as Record<string, unknown>
    const paymentId = ipnText(body.payment_id)
    if (paymentId === null) return E.right(await deps.payoutIpn(body))
    const deposit = await depositOf(deps, body)
    if (deposit === null) return E.right('ignored')
    // The payment id is stored before anything else: whatever happens next, the sweep can re-read it.
    await deps.deposits.notePayment({
      provider: 'nowpayments',
      paymentId,
      depositId: deposit.id,
      parentPaymentId: ipnText(body.parent_payment_id),
    })
    const settled = await deps.settle.reporting(deposit, paymentId)
    return settled.read ? E.right(settled.status) : webhookRejected('RetryLater')
  }

export type ReceiveNowPaymentsIpn = ReturnType<typeof makeReceiveNowPaymentsIpn>
