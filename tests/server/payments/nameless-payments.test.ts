import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { CryptoGateway, CryptoPaymentsQuery } from '../../../server/payments/crypto-gateway.port'
import type { Deposit } from '../../../server/payments/deposit'
import { LIST_MAX_PAGES, LIST_PAGE_LIMIT, listPaymentsBetween, matchListedPayments } from '../../../server/payments/nameless-payments'
import { unavailable } from '../../../server/payments/provider-result'

const deposit = (id: string, invoiceId: string, orderId: string | null): Deposit => ({
  id,
  userId: 1,
  provider: 'nowpayments',
  providerPaymentId: invoiceId,
  amountCents: 1000,
  status: 'pending',
  paymentRequest: null,
  checkoutUrl: null,
  orderId,
  expiresAt: null,
  receivedCents: 0,
})

/** A gateway whose list has `pagesCount` pages of one payment each; `failAt` makes that page not answer. */
const listing = (pagesCount: number, failAt?: number) => {
  const asked: CryptoPaymentsQuery[] = []
  const unused = () => {
    throw new Error('not expected here')
  }
  const gateway: CryptoGateway = {
    currencies: unused,
    createInvoice: unused,
    readPayment: unused,
    listPayments: (query) => async () => {
      asked.push(query)
      if (query.page === failAt) return unavailable('no answer')
      return E.right({ payments: [{ paymentId: `p${query.page}`, invoiceId: null, orderId: `o${query.page}` }], pagesCount })
    },
  }
  return { gateway, asked }
}

describe("finding a deposit's payments in the gateway's list", () => {
  it('matches by invoice id when the list gives one, else by order id, every payment of a deposit, and nothing of anyone else', () => {
    const a = deposit('inv_a', '111', 'MOB-a')
    const b = deposit('inv_b', '222', 'MOB-b')
    const c = deposit('inv_c', '333', null)
    const matches = matchListedPayments(
      [a, b, c],
      [
        { paymentId: '1', invoiceId: '111', orderId: null },
        { paymentId: '2', invoiceId: null, orderId: 'MOB-b' },
        { paymentId: '3', invoiceId: null, orderId: 'MOB-b' },
        { paymentId: '4', invoiceId: '999', orderId: 'RGDBP-21314' },
        { paymentId: '5', invoiceId: null, orderId: null },
        { paymentId: '6', invoiceId: '333', orderId: 'MOB-x' },
      ],
    )
    expect(matches.map((m) => [m.deposit.id, m.paymentId])).toEqual([
      ['inv_a', '1'],
      ['inv_b', '2'],
      ['inv_b', '3'],
      ['inv_c', '6'],
    ])
  })

  it('reads every page of a short list, at the largest documented page size, over the window asked', async () => {
    const { gateway, asked } = listing(2)
    const from = new Date('2030-01-01T00:00:00Z')
    const to = new Date('2030-01-01T01:00:00Z')
    const read = await listPaymentsBetween(gateway, from, to)
    expect(E.isRight(read) && read.right).toEqual({
      payments: [
        { paymentId: 'p0', invoiceId: null, orderId: 'o0' },
        { paymentId: 'p1', invoiceId: null, orderId: 'o1' },
      ],
      complete: true,
    })
    expect(asked).toEqual([
      { dateFrom: from, dateTo: to, page: 0, limit: LIST_PAGE_LIMIT },
      { dateFrom: from, dateTo: to, page: 1, limit: LIST_PAGE_LIMIT },
    ])
  })

  it('stops at its bound of pages on a long list and says it did not read it all; a page that does not answer fails the pass', async () => {
    const long = listing(LIST_MAX_PAGES + 3)
    const read = await listPaymentsBetween(long.gateway, new Date(0), new Date(1))
    expect(E.isRight(read) && read.right.complete).toBe(false)
    expect(long.asked).toHaveLength(LIST_MAX_PAGES)
    const broken = listing(3, 1)
    expect(E.isLeft(await listPaymentsBetween(broken.gateway, new Date(0), new Date(1)))).toBe(true)
  })
})
