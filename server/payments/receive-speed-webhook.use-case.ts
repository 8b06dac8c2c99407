import type { Clock } from '../../src/core/shared/clock.port'
import type { DepositStatus } from './deposit'
import type { Deposits } from './deposits.port'
import type { SettleDeposit } from './settle-deposit.use-case'
import { verifySpeedWebhook, type SpeedWebhookHeaders } from './speed/speed-webhook-signature'
import { webhookRejected, type WebhookRejected } from './webhook-check'
import type { PaymentWebhookSecrets } from './webhook-secrets'

/** `outcome`: the deposit's status after settling, a payout's status, or 'ignored' (nothing of ours). */
export type WebhookResult = { readonly ok: true; readonly outcome: 'ignored' | DepositStatus | string } | WebhookRejected

const paymentIdOf = (event: unknown): string | null => {
  const object = (event as { data?: { object?: { id?: unknown } } } | null)?.data?.object
  return typeof object?.id === 'string' && object.id !== '' ? object.id : null
}

/**
 * A Speed webhook: believed only with a valid, fresh signature over the exact body bytes. It then
 * only names the payment: the deposit is settled from the provider's own record (settle-deposit),
 * so retries (a new id and signature each time) and replays credit it once.
 */
export const makeReceiveSpeedWebhook =
  (deps: { secrets: PaymentWebhookSecrets; clock: Clock; deposits: Deposits; settle: SettleDeposit }) =>
  async (input: { readonly headers: SpeedWebhookHeaders; readonly rawBody: string; readonly event: unknown }): Promise<WebhookResult> => {
    const secret = await deps.secrets.speed()
    if (secret === null) return webhookRejected('NoSecret')
    const check = verifySpeedWebhook(secret, input.headers, input.rawBody, deps.clock.now().getTime())
    if (!check.ok) return webhookRejected(check.reason)
    const paymentId = paymentIdOf(input.event)
    const deposit = paymentId === null ? null : await deps.deposits.findByProviderPayment('speed', paymentId)
    return { ok: true, outcome: deposit === null ? 'ignored' : await deps.settle(deposit) }
  }

export type ReceiveSpeedWebhook = ReturnType<typeof makeReceiveSpeedWebhook>
