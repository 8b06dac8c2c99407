import * as E from 'fp-ts/Either'
import type { PayoutIds, PayoutReport } from '../crypto-payouts.port'
import { refusedBy, type ProviderFailure } from '../provider-result'
import type { PayoutStatusDto, PayoutWithdrawalDto } from './nowpayments.codecs'
import type * as t from 'io-ts'

/** NOWPayments' payout errors come as text or as an object; we keep text. */
export const payoutErrorText = (error: unknown): string | null =>
  error === undefined || error === null || error === '' ? null : typeof error === 'string' ? error : JSON.stringify(error)

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
  })
}
