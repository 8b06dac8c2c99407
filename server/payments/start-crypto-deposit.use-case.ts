import * as E from 'fp-ts/Either'
import type { AmountInput } from '../../src/core/wallet/amount.rules'
import { ORDER_ID_PATTERN } from '../../src/core/wallet/order-id'
import type { CryptoGateway } from './crypto-gateway.port'
import type { Deposits } from './deposits.port'
import { parseDepositAmount } from './payment-amount.rules'
import { newInvoiceId } from './payment-ids'
import { invalid, type PaymentRefusal } from './payment-refusal'
import type { ProviderFailure } from './provider-result'

export interface CryptoDepositInput {
  readonly userId: number
  readonly amount: AmountInput
  readonly currency: string
  readonly orderId: string
  /** Where this site is reached: the gateway's callback and the player's way back. */
  readonly origin: string
}

export type StartCryptoDepositResult =
  | { readonly ok: true; readonly invoiceUrl: string }
  | { readonly ok: false; readonly refusal: PaymentRefusal }
  | { readonly ok: false; readonly failure: ProviderFailure }

const isOrderTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { constraint?: unknown }).constraint === 'payment_deposits_order'

/**
 * Wallet Connect: a hosted crypto invoice for the player's amount, recorded as a pending deposit
 * keyed by the gateway's invoice id. The gateway's IPN (verified) credits it when paid in full.
 */
export const makeStartCryptoDeposit =
  (deps: { crypto: CryptoGateway; deposits: Deposits }) =>
  async (input: CryptoDepositInput): Promise<StartCryptoDepositResult> => {
    const amount = parseDepositAmount(input.amount)
    if (E.isLeft(amount)) return { ok: false, refusal: invalid('amount', amount.left) }
    if (input.currency.toUpperCase() !== 'USD') return { ok: false, refusal: invalid('currency', 'Payments are in USD only.') }
    if (!ORDER_ID_PATTERN.test(input.orderId)) return { ok: false, refusal: invalid('order_id', 'The order id is not valid.') }
    if ((await deps.deposits.findByOrderId(input.orderId)) !== null)
      return { ok: false, refusal: { _tag: 'Conflict', message: 'This order id was already used.' } }
    const created = await deps.crypto.createInvoice({
      amountCents: amount.right,
      orderId: input.orderId,
      description: 'Coinfall deposit',
      ipnCallbackUrl: `${input.origin}/api/webhooks/nowpayments`,
      successUrl: `${input.origin}/wallet`,
      cancelUrl: `${input.origin}/wallet`,
      partiallyPaidUrl: `${input.origin}/wallet`,
    })
    if (!created.ok) return { ok: false, failure: created.failure }
    try {
      await deps.deposits.create({
        id: newInvoiceId(),
        userId: input.userId,
        provider: 'nowpayments',
        providerPaymentId: created.value.id,
        amountCents: amount.right,
        paymentRequest: null,
        checkoutUrl: created.value.invoiceUrl,
        orderId: input.orderId,
        expiresAt: null,
      })
    } catch (err) {
      if (isOrderTaken(err)) return { ok: false, refusal: { _tag: 'Conflict', message: 'This order id was already used.' } }
      throw err
    }
    return { ok: true, invoiceUrl: created.value.invoiceUrl }
  }

export type StartCryptoDeposit = ReturnType<typeof makeStartCryptoDeposit>
