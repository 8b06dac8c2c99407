import * as E from 'fp-ts/Either'
import type { Clock } from '../../../src/core/shared/clock.port'
import type { CryptoPayouts, PayoutFailure } from '../crypto-payouts.port'
import { refusedBy } from '../provider-result'
import { sandboxCurrency } from './sandbox-currencies'
import { numericId } from './sandbox-ids'
import type { SandboxObjects } from './sandbox-objects'
import { payoutSentOf } from '../nowpayments/nowpayments-payout-report'

const PAYOUT = 'np_payout'

const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)

/**
 * NOWPayments payouts, in process: a payout in a currency the sandbox does not offer, or to an
 * address that currency's wallet_regex does not accept, is refused as NOWPayments refuses it (a
 * 400 with its message); any other is created WAITING, at the sandbox's price, and read back
 * as GET /payout/{batch} answers (its status stays until something changes the stored batch).
 */
export const sandboxPayouts = (deps: { readonly objects: SandboxObjects; readonly clock: Clock }): CryptoPayouts => ({
  available: true,
  checkPayout: (request) => async () => {
    const currency = sandboxCurrency(request.currency)
    if (currency === undefined || !currency.enable)
      return E.left({ _tag: 'BadAddress', providerText: 'Currency is not available for payouts.' })
    if (!new RegExp(currency.wallet_regex).test(request.address))
      return E.left({ _tag: 'BadAddress', providerText: `Invalid payout address for ${currency.name}.` })
    return E.right(undefined)
  },
  createPayout: (request) => async () => {
    const currency = sandboxCurrency(request.currency)
    const refuse = (message: string) => E.left<PayoutFailure>({ _tag: 'Refused', message, detail: `HTTP 400: ${message}` })
    if (currency === undefined || !currency.enable) return refuse(`Currency ${request.currency} is not available for payouts.`)
    if (!new RegExp(currency.wallet_regex).test(request.address)) return refuse(`Invalid payout address for ${currency.name}.`)
    const batchId = numericId()
    const payoutId = numericId()
    const withdrawal = {
      id: payoutId,
      batch_withdrawal_id: batchId,
      address: request.address,
      currency: currency.code,
      status: 'WAITING',
      error: null,
      // The documented withdrawal object (tests/fixtures/providers/nowpayments/payout-withdrawal-ipn.json):
      // the amount as text, at most the 6 decimals a payout allows; what is not known yet is null.
      amount: String(Math.floor((request.amountCents / 100 / currency.usd_price) * 1e6) / 1e6),
      fee: null,
      extra_id: null,
      hash: null,
      unique_external_id: request.reference,
      ipn_callback_url: request.ipnCallbackUrl,
      created_at: deps.clock.now().toISOString(),
      requested_at: null,
      updated_at: null,
    }
    await deps.objects.put(PAYOUT, batchId, { id: batchId, withdrawals: [withdrawal] })
    return E.right({ batchId, payoutId, status: 'WAITING', error: null, sent: payoutSentOf(withdrawal) })
  },
  readPayout:
    ({ batchId, payoutId }) =>
    async () => {
      const batch = await deps.objects.get(PAYOUT, batchId)
      const withdrawals = Array.isArray(batch?.withdrawals) ? (batch.withdrawals as Record<string, unknown>[]) : []
      const found = withdrawals.find((w) => String(w.id) === payoutId)
      if (found === undefined) return refusedBy(404, 'Payout not found')
      return E.right({
        batchId,
        payoutId,
        status: String(found.status).toUpperCase(),
        error: text(found.error),
        reference: text(found.unique_external_id),
        sent: payoutSentOf(found),
      })
    },
})
