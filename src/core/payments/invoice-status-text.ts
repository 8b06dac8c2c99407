import { isCompleted } from './poll-invoice-status'

type InvoiceStatusTone = 'waiting' | 'confirmed' | 'ended'

interface InvoiceStatusText {
  readonly tone: InvoiceStatusTone
  readonly text: string
}

const EXPIRED_TEXT = 'This invoice has expired. Start a new deposit from your wallet.'
const CANCELLED_TEXT = 'This invoice was cancelled. Start a new deposit from your wallet.'

// A Map, not an object literal: a status such as 'constructor' must not find Object.prototype's.
const ENDED: ReadonlyMap<string, string> = new Map([
  ['expired', EXPIRED_TEXT],
  ['cancelled', CANCELLED_TEXT],
  ['canceled', CANCELLED_TEXT],
])

/**
 * What the invoice page says about the last status the server reported (null: none yet). Only
 * 'completed' counts as paid (docs/product/entities-and-states.md#lightning-deposit); any status it
 * does not know reads as waiting.
 */
export const invoiceStatusText = (status: string | null, expired: boolean): InvoiceStatusText => {
  const key = (status ?? '').trim().toLowerCase()
  // The same test WatchInvoice uses to stop and leave for the lobby, so the two never disagree.
  if (status !== null && isCompleted(status)) return { tone: 'confirmed', text: 'Payment confirmed. Taking you to the lobby…' }
  const ended = ENDED.get(key) ?? (expired ? EXPIRED_TEXT : undefined)
  if (ended !== undefined) return { tone: 'ended', text: ended }
  return { tone: 'waiting', text: status === null ? 'Checking the payment…' : 'Waiting for your payment…' }
}
