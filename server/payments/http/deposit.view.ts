import { toAmountText, type Cents } from '../../../src/core/payments/amount.rules'
import type { Deposit } from '../deposit'

/** The invoice page's data. qrcode_url is what the QR encodes and checkout_url where "Open Wallet" goes: both the BOLT11 `lightning:` URI. */
export const invoiceView = (deposit: Deposit, sandbox: boolean) => {
  const uri = `lightning:${deposit.paymentRequest ?? ''}`
  return {
    invoice_id: deposit.id,
    expires_at: deposit.expiresAt?.getTime() ?? 0,
    qrcode_url: uri,
    checkout_url: uri,
    payment_request: deposit.paymentRequest ?? '',
    amount: toAmountText(deposit.amountCents as Cents),
    received: toAmountText(deposit.receivedCents as Cents),
    status: deposit.status,
    sandbox,
  }
}

/** store/transaction's answer: the record as the server holds it (its amount, its status). */
export const depositRecordView = (deposit: Deposit) => ({
  transaction_id: deposit.providerPaymentId,
  invoice_id: deposit.id,
  user_id: String(deposit.userId),
  amount: toAmountText(deposit.amountCents as Cents),
  currency: 'USD',
  gateway: deposit.provider,
  status: deposit.status,
})
