import * as E from 'fp-ts/Either'
import type { LightningPayment, LightningPaymentStatus } from '../lightning-provider.port'
import { dollarsToCents } from '../payment-amount.rules'
import { unavailable, type ProviderFailure } from '../provider-result'
import type { SpeedPaymentDto } from './speed.codecs'

const STATUSES: ReadonlySet<string> = new Set<LightningPaymentStatus>(['unpaid', 'paid', 'expired', 'cancelled'])

/**
 * Speed's payment object in our terms; one without whole cents is unusable. A paid payment may
 * show no BOLT11 invoice any more (''): only a new one must have it (start-lightning-deposit).
 */
export function fromSpeedPayment(dto: SpeedPaymentDto): E.Either<ProviderFailure, LightningPayment> {
  const paymentRequest = dto.payment_method_options?.lightning?.payment_request ?? dto.payment_request ?? ''
  const amountCents = dollarsToCents(dto.amount)
  if (amountCents === null || dto.id === '') return unavailable('unusable Speed payment')
  return E.right({
    id: dto.id,
    // A status this code does not know yet is treated as not paid: it never credits.
    status: STATUSES.has(dto.status) ? (dto.status as LightningPaymentStatus) : 'unpaid',
    amountCents,
    targetAmount: dto.target_amount ?? 0,
    targetAmountPaid: dto.target_amount_paid ?? 0,
    expiresAtMs: dto.expires_at,
    paymentRequest,
  })
}
