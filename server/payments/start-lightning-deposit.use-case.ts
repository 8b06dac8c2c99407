import * as E from 'fp-ts/Either'
import type { AmountInput } from '../../src/core/wallet/amount.rules'
import type { Deposits } from './deposits.port'
import type { LightningPayment, LightningProvider } from './lightning-provider.port'
import { parseDepositAmount } from './payment-amount.rules'
import { newInvoiceId } from './payment-ids'
import type { ProviderFailure } from './provider-result'

/** A lightning invoice lives 15 minutes; the invoice page polls for 30, so it always sees the end. */
export const LIGHTNING_INVOICE_TTL_SECONDS = 900

export type StartDepositResult =
  | { readonly ok: true; readonly invoiceId: string; readonly payment: LightningPayment }
  | {
      readonly ok: false
      readonly refusal:
        | { readonly _tag: 'InvalidAmount'; readonly message: string }
        | { readonly _tag: 'ProviderFailed'; readonly failure: ProviderFailure }
    }

/** Asks the lightning provider for a payment of the player's amount and records it as a pending deposit. */
export const makeStartLightningDeposit =
  (deps: { lightning: LightningProvider; deposits: Deposits }) =>
  async (input: { readonly userId: number; readonly amount: AmountInput }): Promise<StartDepositResult> => {
    const amount = parseDepositAmount(input.amount)
    if (E.isLeft(amount)) return { ok: false, refusal: { _tag: 'InvalidAmount', message: amount.left } }
    const invoiceId = newInvoiceId()
    const created = await deps.lightning.createPayment({
      amountCents: amount.right,
      ttlSeconds: LIGHTNING_INVOICE_TTL_SECONDS,
      description: 'Coinfall deposit',
      metadata: { invoice_id: invoiceId, user_id: String(input.userId) },
    })
    if (!created.ok) return { ok: false, refusal: { _tag: 'ProviderFailed', failure: created.failure } }
    const payment = created.value
    // A payment for another amount than asked would never be credited (deposit-outcome.ts): refuse it now.
    if (payment.amountCents !== amount.right)
      return {
        ok: false,
        refusal: { _tag: 'ProviderFailed', failure: { _tag: 'Unavailable', detail: 'the provider answered another amount' } },
      }
    await deps.deposits.create({
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
    return { ok: true, invoiceId, payment }
  }

export type StartLightningDeposit = ReturnType<typeof makeStartLightningDeposit>
