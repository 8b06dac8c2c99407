import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { AmountInput } from '../../src/core/payments/amount.rules'
import { ORDER_ID_PATTERN } from '../../src/core/payments/order-id'
import type { CryptoGateway } from './crypto-gateway.port'
import type { DepositAgeGate } from '../safer-play/deposit-age-gate'
import type { DepositLimitGate } from '../safer-play/deposit-limit-gate'
import type { Deposits } from './deposits.port'
import { parseDepositAmount } from './payment-amount.rules'
import { newInvoiceId } from './payment-ids'
import { invalid, limitRefusal, type PaymentError, type PaymentRefusal } from './payment-refusal'

export interface CryptoDepositInput {
  readonly userId: number
  readonly amount: AmountInput
  readonly currency: string
  readonly orderId: string
  /** The date of birth the form asked for, when the profile has none (DepositAgeGate). */
  readonly dob?: string
  /** Where this site is reached: the gateway's callback and the player's way back. */
  readonly origin: string
}

const ORDER_TAKEN: PaymentRefusal = { _tag: 'Conflict', message: 'This order id was already used.' }

const isOrderTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { constraint?: unknown }).constraint === 'payment_deposits_order'

/**
 * Wallet Connect: a hosted crypto invoice for the player's amount, recorded as a pending deposit
 * keyed by the gateway's invoice id. The gateway's IPN (verified) credits it when paid in full.
 */
export const makeStartCryptoDeposit =
  (deps: { crypto: CryptoGateway; deposits: Deposits; limits: DepositLimitGate; age: DepositAgeGate }) =>
  (input: CryptoDepositInput): TE.TaskEither<PaymentError, { readonly invoiceUrl: string }> =>
  async () => {
    const amount = parseDepositAmount(input.amount)
    if (E.isLeft(amount)) return E.left(invalid('amount', amount.left))
    if (input.currency.toUpperCase() !== 'USD') return E.left(invalid('currency', 'Payments are in USD only.'))
    if (!ORDER_ID_PATTERN.test(input.orderId)) return E.left(invalid('order_id', 'The order id is not valid.'))
    if ((await deps.deposits.findByOrderId(input.orderId)) !== null) return E.left(ORDER_TAKEN)
    const underAge = await deps.age.admit(input.userId, input.dob)
    if (underAge) return E.left(underAge)
    const early = await deps.limits.check(input.userId, amount.right)
    if (early) return E.left(limitRefusal(early))
    const created = await deps.crypto.createInvoice({
      amountCents: amount.right,
      orderId: input.orderId,
      description: 'Coinfall deposit',
      ipnCallbackUrl: `${input.origin}/api/webhooks/nowpayments`,
      successUrl: `${input.origin}/wallet`,
      cancelUrl: `${input.origin}/wallet`,
      partiallyPaidUrl: `${input.origin}/wallet`,
    })()
    if (E.isLeft(created)) return created
    try {
      const passed = await deps.limits.record({
        id: newInvoiceId(),
        userId: input.userId,
        provider: 'nowpayments',
        providerPaymentId: created.right.id,
        amountCents: amount.right,
        paymentRequest: null,
        checkoutUrl: created.right.invoiceUrl,
        orderId: input.orderId,
        expiresAt: null,
      })
      if (passed) return E.left(limitRefusal(passed))
    } catch (err) {
      if (isOrderTaken(err)) return E.left(ORDER_TAKEN)
      throw err
    }
    return E.right({ invoiceUrl: created.right.invoiceUrl })
  }

export type StartCryptoDeposit = ReturnType<typeof makeStartCryptoDeposit>
