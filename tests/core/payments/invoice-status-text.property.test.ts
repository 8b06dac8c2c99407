import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { invoiceStatusText } from '../../../src/core/payments/invoice-status-text'
import { isCompleted } from '../../../src/core/payments/poll-invoice-status'

describe('what the invoice page says about the status', () => {
  it('says it is checking before the first answer', () => {
    expect(invoiceStatusText(null, false)).toEqual({ tone: 'waiting', text: 'Checking the payment…' })
  })

  it.each(['pending', 'unpaid', 'Pending', 'paid', 'constructor', 'toString', '__proto__'])('waits on %j', (status) => {
    expect(invoiceStatusText(status, false)).toEqual({ tone: 'waiting', text: 'Waiting for your payment…' })
  })

  it.each(['completed', 'Completed', 'COMPLETED'])('confirms %j, even past the expiry time', (status) => {
    expect(invoiceStatusText(status, true)).toEqual({ tone: 'confirmed', text: 'Payment confirmed. Taking you to the lobby…' })
  })

  it('ends on an expired or cancelled invoice', () => {
    expect(invoiceStatusText('expired', false).tone).toBe('ended')
    expect(invoiceStatusText('cancelled', false).text).toBe('This invoice was cancelled. Start a new deposit from your wallet.')
  })

  it('ends once the expiry time has passed without a payment', () => {
    expect(invoiceStatusText('unpaid', true)).toEqual({
      tone: 'ended',
      text: 'This invoice has expired. Start a new deposit from your wallet.',
    })
  })

  test.prop([
    fc.option(fc.oneof(fc.string(), fc.constantFrom('completed', 'Completed', 'expired', 'cancelled', 'constructor', 'hasOwnProperty')), {
      nil: null,
    }),
    fc.boolean(),
  ])('never throws, and confirms only completed', (status, expired) => {
    const said = invoiceStatusText(status, expired)
    expect(said.tone === 'confirmed').toBe(status !== null && isCompleted(status))
    expect(said.text.length).toBeGreaterThan(0)
  })
})
