import * as E from 'fp-ts/Either'
import type { Cents } from '../../src/core/payments/amount.rules'
import { PAYMENT_METHOD_MESSAGE } from '../../src/core/payments/payment-method.rules'
import { parseWithdrawalAmount } from '../../src/core/payments/withdrawal.rules'
import { parseCryptoAddress, parseLightningDestination } from '../../src/core/payments/withdrawal-destination.rules'
import type { WithdrawalMethod } from './withdrawal'

/**
 * POST /withdraw's body (docs/product/entities-and-states.md#withdraw-request); `invoice` is the
 * destination address.
 */
export interface WithdrawalRequestBody {
  readonly currency: string
  readonly amount: string | number
  readonly payment_method: string
  readonly invoice: string
  readonly payout_currency?: string
  /** The bonus money the player saw and confirmed would be forfeited (docs/product/bonuses.md). */
  readonly confirm_forfeit_cents?: number
  /** The authenticator's code (or a recovery code), asked while two-factor sign-in is on. */
  readonly code?: string
}

export interface ValidWithdrawal {
  readonly method: WithdrawalMethod
  readonly amountCents: Cents
  readonly address: string
  readonly payoutCurrency: string | null
}

const METHODS: ReadonlySet<string> = new Set<WithdrawalMethod>(['speed', 'nowpayments'])
const CURRENCY_CODE = /^[a-z0-9]{2,20}$/i

/**
 * Method first, then amount and its minimum, then the destination's shape (the browser's order,
 * rules and messages), then what only the server checks. `nowMs` judges an invoice's expiry.
 */
export function parseWithdrawalRequest(
  body: WithdrawalRequestBody,
  nowMs: number,
): E.Either<{ readonly field: string; readonly message: string }, ValidWithdrawal> {
  const method = body.payment_method.trim()
  if (method === '') return E.left({ field: 'payment_method', message: PAYMENT_METHOD_MESSAGE })
  if (!METHODS.has(method)) return E.left({ field: 'payment_method', message: 'This payment method is not available.' })
  const amount = parseWithdrawalAmount(body.amount)
  if (E.isLeft(amount)) return E.left({ field: 'amount', message: amount.left })
  if (body.currency.toUpperCase() !== 'USD') return E.left({ field: 'currency', message: 'Payments are in USD only.' })
  if (method === 'speed') {
    const destination = parseLightningDestination(body.invoice, nowMs)
    if (E.isLeft(destination)) return E.left({ field: 'invoice', message: destination.left })
    const address = destination.right.kind === 'invoice' ? destination.right.invoice : destination.right.address
    return E.right({ method: 'speed', amountCents: amount.right, address, payoutCurrency: null })
  }
  const currency = (body.payout_currency ?? '').trim().toLowerCase()
  if (currency === '') return E.left({ field: 'payout_currency', message: 'Please choose a currency.' })
  if (!CURRENCY_CODE.test(currency)) return E.left({ field: 'payout_currency', message: 'This currency is not available.' })
  const address = parseCryptoAddress(currency, body.invoice)
  if (E.isLeft(address)) return E.left({ field: 'invoice', message: address.left })
  return E.right({ method: 'nowpayments', amountCents: amount.right, address: address.right, payoutCurrency: currency })
}
