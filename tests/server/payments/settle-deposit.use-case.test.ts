import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CryptoGateway } from '../../../server/payments/crypto-gateway.port'
import type { Deposit, DepositStatus } from '../../../server/payments/deposit'
import type { Deposits, PaymentValue } from '../../../server/payments/deposits.port'
import type { LightningPayment, LightningProvider } from '../../../server/payments/lightning-provider.port'
import type { ProviderFailure } from '../../../server/payments/provider-result'
import { makeSettleDeposit } from '../../../server/payments/settle-deposit.use-case'

const deposit: Deposit = {
  id: 'inv_1',
  userId: 7,
  provider: 'speed',
  providerPaymentId: 'pi_1',
  amountCents: 500,
  status: 'pending',
  paymentRequest: 'lnbc1',
  checkoutUrl: null,
  orderId: null,
  expiresAt: null,
  receivedCents: 0,
}
const paid: LightningPayment = {
  id: 'pi_1',
  status: 'paid',
  amountCents: 500,
  targetAmount: 7500,
  targetAmountPaid: 7500,
  expiresAtMs: 0,
  paymentRequest: 'lnbc1',
}

/** Records what the use case asked of the deposits (whose adapter credits the ledger with the record). */
const harness = (read: E.Either<ProviderFailure, LightningPayment>) => {
  const noted: DepositStatus[] = []
  const credits: PaymentValue[] = []
  const unused = () => {
    throw new Error('not expected here')
  }
  const deposits = {
    noteStatus: async (_id: string, s: DepositStatus) => void noted.push(s),
    notePaymentStatus: async () => undefined,
    creditPayment: async (v: PaymentValue) => void credits.push(v),
  } as unknown as Deposits
  const lightning: LightningProvider = { createPayment: unused, readPayment: () => async () => read }
  const crypto: CryptoGateway = { currencies: unused, createInvoice: unused, readPayment: unused, listPayments: unused }
  return { settle: makeSettleDeposit({ lightning, crypto, deposits }), noted, credits }
}

describe('settleDeposit', () => {
  it("credits the deposit's own amount as the provider payment's value, and the deposit is completed", async () => {
    const h = harness(E.right(paid))
    expect(await h.settle(deposit)).toBe('completed')
    expect(h.credits).toEqual([
      {
        provider: 'speed',
        paymentId: 'pi_1',
        depositId: 'inv_1',
        parentPaymentId: null,
        userId: 7,
        totalCents: 500,
        final: true,
        metadata: { provider: 'speed', provider_payment_id: 'pi_1', invoice_id: 'inv_1' },
      },
    ])
  })

  it('leaves the deposit as it was when the provider does not answer', async () => {
    const h = harness(E.left({ _tag: 'Unavailable', detail: 'timeout' }))
    expect(await h.settle(deposit)).toBe('pending')
    expect([h.noted, h.credits]).toEqual([[], []])
  })

  it('credits what arrived of a partial payment, notes a new status without crediting, and asks nothing about a final deposit', async () => {
    const partial = harness(E.right({ ...paid, targetAmountPaid: 3000 }))
    expect(await partial.settle(deposit)).toBe('completed')
    expect(partial.credits).toMatchObject([{ totalCents: 200, paymentId: 'pi_1' }])
    const h = harness(E.right({ ...paid, status: 'unpaid', targetAmountPaid: 0 }))
    expect(await h.settle({ ...deposit, status: 'partially_paid' })).toBe('pending')
    expect(h.noted).toEqual(['pending'])
    const final = harness(E.left({ _tag: 'Unavailable', detail: 'must not be asked' }))
    expect(await final.settle({ ...deposit, status: 'expired' })).toBe('expired')
    expect(await final.settle({ ...deposit, status: 'completed' })).toBe('completed')
  })
})
