import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clock } from '../../../src/core/shared/clock.port'
import type { LightningPayment, LightningProvider } from '../lightning-provider.port'
import { centsToDollars } from '../payment-amount.rules'
import { unavailable, refusedBy, type ProviderFailure } from '../provider-result'
import { SpeedPaymentDto } from '../speed/speed.codecs'
import { fromSpeedPayment } from '../speed/speed-payment'
import type { SandboxObjects } from './sandbox-objects'
import { sandboxBolt11 } from './sandbox-bolt11'

/** The sandbox's bitcoin price: 1,500 sats to the dollar (about $66,667 a bitcoin). */
export const SANDBOX_SATS_PER_USD = 1_500

const KIND = 'speed_payment'

export type SandboxPayRefusal =
  | { readonly _tag: 'NotFound' }
  | { readonly _tag: 'Expired' }
  | { readonly _tag: 'Cancelled' }
  | { readonly _tag: 'AlreadyPaid' }
  | { readonly _tag: 'MoreThanDue' }

/** What the sandbox wallet can do besides what Speed's API does: pay an invoice, in full or in part. */
export interface SandboxLightning extends LightningProvider {
  /** Pays `amountCents` of the payment (default: all that is still due); answers Speed's payment object. */
  readonly pay: (paymentId: string, amountCents?: number) => TE.TaskEither<SandboxPayRefusal, Record<string, unknown>>
}

const toPayment = (data: Record<string, unknown>): E.Either<ProviderFailure, LightningPayment> => {
  const dto = SpeedPaymentDto.decode(data)
  return E.isLeft(dto) ? unavailable('corrupt sandbox payment') : fromSpeedPayment(dto.right)
}

const expiredBy = (data: Record<string, unknown>, nowMs: number): boolean =>
  (data.status === 'unpaid' || data.status === 'paid') &&
  typeof data.expires_at === 'number' &&
  nowMs >= data.expires_at &&
  Number(data.target_amount_paid) < Number(data.target_amount)

/**
 * Speed, in process: the same payment objects (epoch-ms expiry, the BOLT11 invoice under
 * payment_method_options.lightning), the same statuses (`paid` on any amount received, `expired`
 * once the ttl has passed unpaid), kept in the database so every API process agrees.
 */
export function sandboxSpeed(deps: { readonly objects: SandboxObjects; readonly clock: Clock }): SandboxLightning {
  const now = () => deps.clock.now().getTime()
  return {
    createPayment: (request) => async () => {
      const id = `pi_${randomBytes(12).toString('hex')}`
      const sats = Math.round((request.amountCents * SANDBOX_SATS_PER_USD) / 100)
      const data = {
        id,
        object: 'payment',
        status: 'unpaid',
        currency: 'USD',
        amount: centsToDollars(request.amountCents),
        target_currency: 'SATS',
        target_amount: sats,
        // Speed's own example: nothing paid is null, not 0 (tests/fixtures/providers/speed/payment-unpaid.json).
        target_amount_paid: null,
        target_amount_paid_at: null,
        exchange_rate: SANDBOX_SATS_PER_USD,
        created: now(),
        expires_at: now() + request.ttlSeconds * 1000,
        description: request.description,
        metadata: request.metadata,
        payment_methods: ['lightning'],
        payment_method_options: { lightning: { payment_request: sandboxBolt11(sats) } },
        livemode: false,
      }
      await deps.objects.put(KIND, id, data)
      return toPayment(data)
    },
    readPayment: (paymentId) => async () => {
      const data = await deps.objects.update(KIND, paymentId, (d) =>
        expiredBy(d, now()) && d.status === 'unpaid'
          ? { data: { ...d, status: 'expired' }, answer: { ...d, status: 'expired' } }
          : { data: null, answer: d },
      )
      return data === null ? refusedBy(404, 'Payment not found') : toPayment(data)
    },
    pay: (paymentId, amountCents) => async () => {
      const answer = await deps.objects.update<E.Either<SandboxPayRefusal, Record<string, unknown>>>(KIND, paymentId, (d) => {
        const due = Number(d.target_amount) - Number(d.target_amount_paid)
        const sats = amountCents === undefined ? due : Math.round((amountCents * SANDBOX_SATS_PER_USD) / 100)
        const refuse = (tag: SandboxPayRefusal['_tag']) => ({ data: null, answer: E.left({ _tag: tag }) })
        if (d.status === 'cancelled') return refuse('Cancelled')
        if (d.status === 'expired' || expiredBy(d, now())) return refuse('Expired')
        // Speed marks a payment paid on any amount and asks for a new payment for the rest: once paid, it takes no more.
        if (due <= 0 || d.status === 'paid') return refuse('AlreadyPaid')
        if (sats > due || sats <= 0) return refuse('MoreThanDue')
        const paid = { ...d, status: 'paid', target_amount_paid: Number(d.target_amount_paid) + sats, target_amount_paid_at: now() }
        return { data: paid, answer: E.right(paid) }
      })
      return answer ?? E.left({ _tag: 'NotFound' })
    },
  }
}
