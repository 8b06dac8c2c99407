import { randomBytes } from 'node:crypto'

/** Our ids are 128 random bits: an invoice id in a URL is never guessable. */
const randomId = (prefix: string) => (): string => `${prefix}_${randomBytes(16).toString('base64url')}`

export const newInvoiceId = randomId('inv')
export const newWithdrawalId = randomId('wd')

/** The ledger key of a deposit's credit: one per provider payment, so a replay never credits twice. */
export const depositKey = (provider: string, providerPaymentId: string): string => `deposit:${provider}:${providerPaymentId}`
