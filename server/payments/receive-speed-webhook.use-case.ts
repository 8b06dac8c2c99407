import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clock } from '../../src/core/shared/clock.port'
import type { DepositStatus } from './deposit'
import type { Deposits } from './deposits.port'
import type { SettleDeposit } from './settle-deposit.use-case'
import { verifySpeedWebhook, type SpeedWebhookHeaders } from './speed/speed-webhook-signature'
import { webhookRejected, type WebhookRejection } from './webhook-check'
import type { PaymentWebhookSecrets } from './webhook-secrets'

/** What a believed webhook did: the deposit's status after settling, a payout's status, or 'ignored' (nothing of ours). */
export type WebhookOutcome = 'ignored' | DepositStatus | string

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
  (input: {
    readonly headers: SpeedWebhookHeaders
    readonly rawBody: string
    readonly event: unknown
  }): TE.TaskEither<WebhookRejection, WebhookOutcome> =>
  async () => {
    const secret = await deps.secrets.speed()
    if (secret === null) return webhookRejected('NoSecret')
    const check = verifySpeedWebhook(secret, input.headers, input.rawBody, deps.clock.now().getTime())
    if (E.isLeft(check)) return check
    const paymentId = paymentIdOf(input.event)
    const deposit = paymentId === null ? null : await deps.deposits.findByProviderPayment('speed', paymentId)
    return E.right(deposit === null ? 'ignored' : await deps.settle(deposit))
  }

export type ReceiveSpeedWebhook = ReturnType<typeof makeReceiveSpeedWebhook>
