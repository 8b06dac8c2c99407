import { randomBytes } from 'node:crypto'

/** Our ids are 128 random bits: an invoice id in a URL is never guessable. */
const randomId = (prefix: string) => (): string => `${prefix}_${randomBytes(16).toString('base64url')}`

export const newInvoiceId = randomId('inv')
export const newWithdrawalId = randomId('wd')

/** The ledger key of a deposit's credit: one per provider payment, so a replay never credits twice. */
export const depositKey = (provider: string, providerPaymentId: string): string => `deposit:${provider}:${providerPaymentId}`

/**
 * The ledger key of a payment's credit: the payment's own key for its first credit; a payment that
 * later shows more arrived (partially_paid, then finished) adds the difference under a key naming
 * the new total, so every report credits at most once.
 */
export const paymentCreditKey = (provider: string, providerPaymentId: string, beforeCents: number, totalCents: number): string =>
  beforeCents === 0 ? depositKey(provider, providerPaymentId) : `${depositKey(provider, providerPaymentId)}:up-to:${totalCents}`
