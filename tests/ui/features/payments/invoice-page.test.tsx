import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { GatewayError } from '../../../../src/core/shared/gateway-error'
import type { Invoice } from '../../../../src/core/payments/payments'
import type { PaymentsGateway } from '../../../../src/core/payments/payments-gateway.port'
import { deferred, manualClock, pageHeading, recordingClipboard, renderPaymentsApp } from './render-payments-app'

const T0 = new Date(2026, 10, 22, 15, 0, 0).getTime()
const anInvoice = (over: Partial<Invoice> = {}): Invoice => ({
  invoiceId: 'inv-7',
  expiresAt: T0 + 14 * 60_000 + 5_000,
  qrcodeUrl: 'lightning:lnbcrt250u1sandbox',
  checkoutUrl: 'lightning:lnbcrt250u1sandbox',
  sandbox: false,
  ...over,
})

/** Answers the statuses in turn; the last one repeats. */
const statuses = (...replies: string[]) => {
  let i = 0
  return () => TE.right(replies[Math.min(i++, replies.length - 1)] ?? 'pending')
}

const openInvoice = async (payments: Partial<PaymentsGateway>) => {
  const time = manualClock(T0)
  const clip = recordingClipboard()
  const app = renderPaymentsApp('/deposit/invoice/inv-7', { payments, overrides: { Clock: time.clock, Clipboard: clip.clipboard } })
  await pageHeading('Invoice Generated')
  return { ...app, time, written: clip.written }
}
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling

describe('the invoice page', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the invoice id, its expiry, the time left and a labelled QR code of the invoice', async () => {
    await openInvoice({ invoice: () => TE.right(anInvoice()), paymentStatus: statuses('pending') })
    await screen.findByText('inv-7')
    expect(fact('Invoice ID')?.textContent).toBe('inv-7')
    expect(fact('Expires')?.textContent?.replace(/[\u202f\u00a0]/g, ' ')).toBe('Nov 22, 2026, 3:14 PM')
    const timer = screen.getByRole('timer')
    expect(timer.textContent).toBe('14:05')
    expect(timer.getAttribute('aria-label')).toBe('14 minutes 5 seconds')
    const qr = screen.getByRole('img', { name: 'QR code of the Lightning invoice' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0)
    expect(screen.getByText('Scan with your Lightning wallet')).toBeTruthy()
    expect(screen.getByRole('note', { name: 'Your transaction is pending' }).textContent).toMatch(
      /Keep this page open until the payment is confirmed/,
    )
  })

  it('says how much of a part-paid invoice arrived', async () => {
    await openInvoice({
      invoice: () => TE.right(anInvoice({ paid: { asked: '20.00', received: '10.00' } })),
      paymentStatus: statuses('partially_paid'),
    })
    await screen.findByText('inv-7')
    expect(fact('Received')?.textContent).toBe('$10.00 of $20.00')
  })

  it('shows no Received row for an invoice nothing has arrived for', async () => {
    await openInvoice({ invoice: () => TE.right(anInvoice()), paymentStatus: statuses('pending') })
    await screen.findByText('inv-7')
    expect(screen.queryByText('Received', { selector: 'dt' })).toBeNull()
  })

  it('offers Copy Invoice (with the alert), Open Wallet (the wallet link) and Back to Home', async () => {
    const { written, notices } = await openInvoice({ invoice: () => TE.right(anInvoice()), paymentStatus: statuses('pending') })
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Invoice' }))
    expect(written).toEqual(['lightning:lnbcrt250u1sandbox'])
    expect(notices).toEqual([{ kind: 'alert', message: 'Link copied to clipboard!' }])
    expect(screen.getByRole('link', { name: 'Open Wallet' }).getAttribute('href')).toBe('lightning:lnbcrt250u1sandbox')
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/dashboard')
  })

  it('opens a web checkout in a new tab, saying so', async () => {
    await openInvoice({
      invoice: () => TE.right(anInvoice({ checkoutUrl: 'https://pay.example/i/7' })),
      paymentStatus: statuses('pending'),
    })
    const link = await screen.findByRole('link', { name: 'Open Wallet (opens in a new tab)' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('counts down every second and says when the invoice has expired', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { time } = await openInvoice({
      invoice: () => TE.right(anInvoice({ expiresAt: T0 + 2_000 })),
      paymentStatus: statuses('pending'),
    })
    expect((await screen.findByRole('timer')).textContent).toBe('00:02')
    time.advance(1_000)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('timer').textContent).toBe('00:01')
    time.advance(1_000)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByRole('timer').textContent).toBe('Expired')
    expect(screen.getByRole('status').textContent).toBe('This invoice has expired. Start a new deposit from your wallet.')
    expect(screen.getByRole('link', { name: 'Go to your wallet' }).getAttribute('href')).toBe('/wallet')
  })

  it('watches the payment every 5 s and goes to /dashboard once it is completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { payments, location } = await openInvoice({
      invoice: () => TE.right(anInvoice()),
      paymentStatus: statuses('pending', 'completed'),
      updateTransaction: () => TE.right(undefined),
    })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Waiting for your payment…'))
    expect(payments.calls.filter((c) => c.method === 'paymentStatus')).toEqual([{ method: 'paymentStatus', arg: 'inv-7' }])
    await act(() => vi.advanceTimersByTimeAsync(5_000))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/dashboard'))
    expect(payments.methods().filter((m) => m !== 'invoice')).toEqual(['paymentStatus', 'paymentStatus', 'updateTransaction'])
  })

  it('has no sandbox button outside sandbox mode', async () => {
    await openInvoice({ invoice: () => TE.right(anInvoice()), paymentStatus: statuses('pending') })
    await screen.findByRole('button', { name: 'Copy Invoice' })
    expect(screen.queryByRole('button', { name: 'Pay with sandbox wallet' })).toBeNull()
  })

  it('pays with the sandbox wallet in sandbox mode, then checks the status at once', async () => {
    const paid = deferred<E.Either<GatewayError, void>>()
    const { payments, notices } = await openInvoice({
      invoice: () => TE.right(anInvoice({ sandbox: true })),
      paymentStatus: statuses('pending'),
      paySandboxInvoice: () => paid.task,
    })
    const button = await screen.findByRole('button', { name: 'Pay with sandbox wallet' })
    await waitFor(() => expect(payments.methods()).toContain('paymentStatus'))
    const checksBefore = payments.methods().filter((m) => m === 'paymentStatus').length
    await userEvent.click(button)
    const sandbox = button.closest('div')!.parentElement!
    expect(within(sandbox).getByRole('status').textContent).toBe('Processing...')
    expect(payments.calls.filter((c) => c.method === 'paySandboxInvoice')).toEqual([{ method: 'paySandboxInvoice', arg: 'inv-7' }])

    paid.settle(E.right(undefined))
    await waitFor(() => expect(payments.methods().filter((m) => m === 'paymentStatus').length).toBe(checksBefore + 1))
    expect(notices).toEqual([{ kind: 'info', message: 'Sandbox payment sent. Waiting for confirmation…' }])
  })

  it('keeps its heading, the id from the address and a way home when the invoice cannot be loaded', async () => {
    const { logs } = await openInvoice({ invoice: () => TE.left({ _tag: 'Unexpected', status: 404 }), paymentStatus: statuses('pending') })
    expect(await screen.findByText(/cannot be shown right now/)).toBeTruthy()
    expect(screen.getByText('inv-7')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/dashboard')
    expect(screen.queryByRole('button', { name: 'Copy Invoice' })).toBeNull()
    expect(logs.errors.map((e) => e.message)).toContain('Error fetching invoice')
  })

  it('only logs a copy the clipboard refused: no alert', async () => {
    const refused = { _tag: 'ClipboardRefused', reason: 'Document is not focused.' } as const
    const app = renderPaymentsApp('/deposit/invoice/inv-7', {
      payments: { invoice: () => TE.right(anInvoice()), paymentStatus: statuses('pending') },
      overrides: { Clipboard: { write: () => TE.left(refused) } },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Invoice' }, { timeout: 10_000 }))
    await waitFor(() => expect(app.logs.errors.map((e) => e.message)).toContain('Copying the invoice failed'))
    expect(app.notices).toEqual([])
  })

  it("says why a sandbox payment failed, in the server's words", async () => {
    const { notices } = await openInvoice({
      invoice: () => TE.right(anInvoice({ sandbox: true })),
      paymentStatus: statuses('pending'),
      paySandboxInvoice: () => TE.left({ _tag: 'Unexpected', status: 409, message: 'This invoice has expired.' }),
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with sandbox wallet' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Sandbox payment failed: This invoice has expired.' }]))
  })
})
