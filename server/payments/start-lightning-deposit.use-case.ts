import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { AmountInput } from '../../src/core/payments/amount.rules'
import type { DepositAgeGate } from '../safer-play/deposit-age-gate'
import type { DepositLimitGate } from '../safer-play/deposit-limit-gate'
import type { Deposits } from './deposits.port'
import type { LightningPayment, LightningProvider } from './lightning-provider.port'
import { parseDepositAmount } from './payment-amount.rules'
import { newInvoiceId } from './payment-ids'
import { invalid, limitRefusal, type PaymentError } from './payment-refusal'
import { unavailable } from './provider-result'

/** A lightning invoice lives 15 minutes; the invoice page polls for 30, so it always sees the end. */
export const LIGHTNING_INVOICE_TTL_SECONDS = 900

export interface StartedDeposit {
  readonly invoiceId: string
  readonly payment: LightningPayment
}

/** Asks the lightning provider for a payment of the player's amount and records it as a pending deposit. */
export const makeStartLightningDeposit =
  (deps: { lightning: LightningProvider; deposits: Deposits; limits: DepositLimitGate; age: DepositAgeGate }) =>
  (input: { readonly userId: number; readonly amount: AmountInput; readonly dob?: string }): TE.TaskEither<PaymentError, StartedDeposit> =>
  async () => {
    const amount = parseDepositAmount(input.amount)
    if (E.isLeft(amount)) return E.left(invalid('amount', amount.left))
    const underAge = await deps.age.admit(input.userId, input.dob)
    if (underAge) return E.left(underAge)
    const early = await deps.limits.check(input.userId, amount.right)
    if (early) return E.left(limitRefusal(early))
    const invoiceId = newInvoiceId()
    const created = await deps.lightning.createPayment({
      amountCents: amount.right,
      ttlSeconds: LIGHTNING_INVOICE_TTL_SECONDS,
      description: 'Coinfall deposit',
      metadata: { invoice_id: invoiceId, user_id: String(input.userId) },
    })()
    if (E.isLeft(created)) return created
    const payment = created.right
    // A payment for another amount than asked would never be credited (deposit-outcome.ts): refuse it now.
    if (payment.amountCents !== amount.right) return unavailable('the provider answered another amount')
    if (payment.paymentRequest === '') return unavailable('the provider answered no lightning invoice')
    // Recorded only if it still fits the player's limits; a refused invoice is left to expire unpaid.
    const passed = await deps.limits.record({
      id: invoiceId,
      userId: input.userId,
      provider: 'speed',
      providerPaymentId: payment.id,
      amountCents: amount.right,
      paymentRequest: payment.paymentRequest,
      checkoutUrl: null,
      orderId: null,
      expiresAt: new Date(payment.expiresAtMs),
    })
    if (passed) return E.left(limitRefusal(passed))
    return E.right({ invoiceId, payment })
  }

export type StartLightningDeposit = ReturnType<typeof makeStartLightningDeposit>
