import { toAmountText, type Cents } from '../../../src/core/payments/amount.rules'
import type { FastifyInstance, onRequestHookHandler } from 'fastify'
import {
  CheckPaymentStatus,
  CreateLightningPayment,
  GenerateInvoiceQr,
  GetInvoice,
  StoreTransaction,
  UpdateTransaction,
} from '../../../src/contracts/deposits.contract'
import { routeEndpoint } from '../../http/endpoint-route'
import { signedInUser } from '../../http/plugins/authenticate'
import type { PaymentsArea } from '../../composition/payments.composition'
import { coalescedSettle, pollLimit } from './deposit-status-polls'
import { depositRecordView, invoiceView } from './deposit.view'
import { replyPayment, replyRefusal } from './payments.replies'

/**
 * The lightning deposit (docs/product/entities-and-states.md#lightning-deposit): payments/lightning
 * -> store/transaction -> generate-invoice-qr -> invoice/{id}, then check-payment-status every 5 s
 * and update_transaction on completed. Statuses always come from the provider, read by the server.
 */
export function depositRoutes(graph: PaymentsArea, onRequest: onRequestHookHandler) {
  return async (app: FastifyInstance) => {
    const sandboxed = graph.sandbox.lightning !== null

    routeEndpoint(app, CreateLightningPayment, { onRequest, config: { rateLimited: 'deposit' } }, async (request, reply) => {
      const { amount, dob } = request.body
      const started = await graph.startLightningDeposit({
        userId: signedInUser(request).id,
        amount,
        ...(dob === undefined ? {} : { dob }),
      })()
      return replyPayment(request, reply, started, ({ payment, invoiceId }) => ({
        id: payment.id,
        expires_at: payment.expiresAtMs,
        payment_request: payment.paymentRequest,
        invoice_id: invoiceId,
      }))
    })

    routeEndpoint(app, StoreTransaction, { onRequest }, async (request, reply) => {
      const recorded = await graph.recordDeposit(signedInUser(request).id, request.body)()
      return replyPayment(request, reply, recorded, (deposit) => ({
        message: 'Transaction recorded.',
        transaction: depositRecordView(deposit),
      }))
    })

    routeEndpoint(app, GenerateInvoiceQr, { onRequest }, async (request, reply) => {
      const issued = await graph.issueInvoice(signedInUser(request).id, request.body)()
      return replyPayment(request, reply, issued, (invoiceId) => ({ invoice_id: invoiceId }))
    })

    routeEndpoint(app, GetInvoice, { onRequest }, async (request, reply) => {
      const deposit = await graph.deposits.findForUser(signedInUser(request).id, request.params.id)
      if (deposit === null || deposit.provider !== 'speed') return replyRefusal(reply, { _tag: 'NotFound' })
      reply.header('Cache-Control', 'no-store')
      return invoiceView(deposit, sandboxed)
    })

    // Polls reach the provider at most once per deposit every few seconds, and are limited per player.
    const settleShared = coalescedSettle((deposit) => graph.settle(deposit))
    const polled = [onRequest, pollLimit(app)]
    const settleOwn = async (userId: number, ref: string) => {
      const deposit = await graph.deposits.findForUser(userId, ref)
      if (deposit === null) return null
      // A deposit already settled here (a webhook, the sandbox wallet) asks nobody: its own word is fresher than a shared one.
      const open = deposit.status === 'pending' || deposit.status === 'partially_paid'
      const status = await (open ? settleShared(deposit) : graph.settle(deposit))
      const now = (await graph.deposits.findById(deposit.id)) ?? deposit
      return { invoiceId: deposit.id, status, amountCents: now.amountCents, receivedCents: now.receivedCents }
    }

    routeEndpoint(app, CheckPaymentStatus, { onRequest: polled }, async (request, reply) => {
      const settled = await settleOwn(signedInUser(request).id, request.body.invoice_id)
      reply.header('Cache-Control', 'no-store')
      if (settled === null) return replyRefusal(reply, { _tag: 'NotFound' })
      // What arrived is said beside what was asked whenever the two differ (a partial or repeated payment).
      return settled.receivedCents > 0 && settled.receivedCents !== settled.amountCents
        ? {
            status: settled.status,
            amount: toAmountText(settled.amountCents as Cents),
            received: toAmountText(settled.receivedCents as Cents),
          }
        : { status: settled.status }
    })

    routeEndpoint(app, UpdateTransaction, { onRequest: polled }, async (request, reply) => {
      const settled = await settleOwn(signedInUser(request).id, request.params.id)
      reply.header('Cache-Control', 'no-store')
      return settled === null ? replyRefusal(reply, { _tag: 'NotFound' }) : { invoice_id: settled.invoiceId, status: settled.status }
    })
  }
}
