import * as E from 'fp-ts/Either'
import type { PayoutIds, PayoutReport } from '../crypto-payouts.port'
import type { SentPayout } from '../withdrawal'
import { refusedBy, type ProviderFailure } from '../provider-result'
import type { PayoutStatusDto, PayoutWithdrawalDto } from './nowpayments.codecs'
import type * as t from 'io-ts'

/** NOWPayments' payout errors come as text or as an object; we keep text. */
export const payoutErrorText = (error: unknown): string | null =>
  error === undefined || error === null || error === '' ? null : typeof error === 'string' ? error : JSON.stringify(error)

const DECIMAL = /^\d+(\.\d+)?$/
const decimalText = (v: unknown): string | null => {
  const text = typeof v === 'number' ? String(v) : v
  return typeof text === 'string' && DECIMAL.test(text) && Number(text) > 0 ? text : null
}

/**
 * What a payout withdrawal object says went out: its amount in its currency, and its fee once the
 * gateway states one; null while it states no amount. The gateway gives no rate of its own.
 */
export function payoutSentOf(w: { readonly amount?: unknown; readonly currency?: unknown; readonly fee?: unknown }): SentPayout | null {
  const amount = decimalText(w.amount)
  if (amount === null || typeof w.currency !== 'string' || w.currency === '') return null
  const currency = w.currency.toUpperCase()
  const fee = decimalText(w.fee)
  return { amount, currency, rate: null, fee, feeCurrency: fee === null ? null : currency }
}

/** Our payout out of GET /payout/{batch}'s answer: the withdrawal with our payout id, in our terms. */
export function payoutReportOf(answer: t.TypeOf<typeof PayoutStatusDto>, ids: PayoutIds): E.Either<ProviderFailure, PayoutReport> {
  const withdrawals: readonly PayoutWithdrawalDto[] = Array.isArray(answer) ? answer : answer.withdrawals
  const found = withdrawals.find((w) => w.id === ids.payoutId)
  if (found === undefined) return refusedBy(404, `payout ${ids.payoutId} is not in batch ${ids.batchId}`)
  return E.right({
    batchId: ids.batchId,
    payoutId: ids.payoutId,
    status: found.status.toUpperCase(),
    error: payoutErrorText(found.error),
    reference: found.unique_external_id ?? null,
    sent: payoutSentOf(found),
  })
}
