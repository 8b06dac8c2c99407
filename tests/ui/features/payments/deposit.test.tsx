import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { GatewayError } from '../../../../src/core/shared/gateway-error'
import type { LightningDepositFailure, LightningDepositStarted } from '../../../../src/core/payments/payments'
import { deferred, pageHeading, renderPaymentsApp } from './render-payments-app'

const STARTED: LightningDepositStarted = { invoiceId: 'inv-7', unrecorded: null }
const lightning = {
  startLightningDeposit: () => TE.right(STARTED),
  // The invoice page that opens next reads these.
  invoice: () => TE.left({ _tag: 'Offline' } as const),
  paymentStatus: () => TE.right('pending'),
}

const openWallet = async (payments = {}) => {
  const app = renderPaymentsApp('/wallet', { payments })
  await pageHeading('Wallet')
  return app
}
const depositTabs = () => within(screen.getByRole('tablist', { name: 'Deposit methods' })).getAllByRole('tab')
const addressForm = () => screen.getByRole('form', { name: 'Deposit to a wallet address' })

describe('the deposit tabs', () => {
  it('are the five methods, opening on Wallet Address, each tab controlling its panel', async () => {
    await openWallet()
    expect(depositTabs().map((t) => t.textContent)).toEqual([
      'Local PaySoon (not available yet)',
      'Wallet Address',
      'Wallet Connect',
      'Cash PaySoon (not available yet)',
      'Buy with CardSoon (not available yet)',
    ])
    const selected = screen.getByRole('tab', { selected: true })
    expect(selected.textContent).toBe('Wallet Address')
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(selected.id)
    expect(depositTabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1, -1])
  })

  it('move with the arrow keys (wrapping), Home and End, selecting as they go', async () => {
    await openWallet()
    const user = userEvent.setup()
    screen.getByRole('tab', { name: 'Wallet Address' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Wallet Connect', selected: true }))
    await user.keyboard('{End}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Buy with Card/, selected: true }))
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Local Pay/, selected: true }))
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Buy with Card/, selected: true }))
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Local Pay/, selected: true }))
  })

  it('say honestly that the three static methods are not available yet, and offer one that is', async () => {
    await openWallet()
    const user = userEvent.setup()
    for (const name of ['Local Pay', 'Cash Pay', 'Buy with Card']) {
      await user.click(screen.getByRole('tab', { name: new RegExp(name) }))
      const panel = screen.getByRole('tabpanel')
      expect(within(panel).getByText(`${name} is not available yet. Deposit with Wallet Address or Wallet Connect today.`)).toBeTruthy()
      expect(within(panel).queryByRole('button', { name: 'Submit' })).toBeNull()
    }
    await user.click(screen.getByRole('button', { name: 'Use Wallet Address' }))
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Wallet Address', selected: true }))
  })

  it('keep what was typed in a tab while another one is looked at', async () => {
    await openWallet()
    const user = userEvent.setup()
    await user.type(within(addressForm()).getByLabelText('Amount (USD)'), '12.50')
    await user.click(screen.getByRole('tab', { name: 'Wallet Connect' }))
    await user.click(screen.getByRole('tab', { name: 'Wallet Address' }))
    expect(within(addressForm()).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('12.50')
  })
})

describe('a Wallet Address deposit', () => {
  it('offers the lightning provider in its payment method select', async () => {
    await openWallet()
    const select = within(addressForm()).getByLabelText<HTMLSelectElement>('Payment Method')
    expect(Array.from(select.options).map((o) => [o.value, o.text])).toEqual([
      ['', 'Choose a payment method'],
      ['speed', 'Speed (Lightning)'],
    ])
  })

  it("alerts 'Please choose a payment method' first, then 'Please enter a valid amount', sending nothing and losing nothing", async () => {
    const { notices, payments } = await openWallet()
    const user = userEvent.setup()
    const form = addressForm()
    await user.type(within(form).getByLabelText('Amount (USD)'), '-5')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices).toEqual([{ kind: 'alert', message: 'Please choose a payment method' }])
    const method = within(form).getByLabelText('Payment Method')
    expect(document.activeElement).toBe(method)
    expect(method.getAttribute('aria-invalid')).toBe('true')
    expect(within(form).getByText('Please choose a payment method')).toBeTruthy()

    await user.selectOptions(method, 'speed')
    expect(method.getAttribute('aria-invalid')).toBe('false')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices.at(-1)).toEqual({ kind: 'alert', message: 'Please enter a valid amount' })
    const amount = within(form).getByLabelText<HTMLInputElement>('Amount (USD)')
    expect(document.activeElement).toBe(amount)
    expect(amount.value).toBe('-5')
    expect(payments.calls).toEqual([])
  })

  it("shows 'Processing...' while the request runs, ignores a second submit, then opens the invoice page", async () => {
    const pending = deferred<E.Either<LightningDepositFailure, LightningDepositStarted>>()
    const { payments, location } = await openWallet({ ...lightning, startLightningDeposit: () => pending.task })
    const user = userEvent.setup()
    const form = addressForm()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '25')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(within(form).getByRole('status').textContent).toBe('Processing...')
    expect(within(form).getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('true')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(payments.methods()).toEqual(['startLightningDeposit'])

    pending.settle(E.right(STARTED))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/deposit/invoice/inv-7'))
    expect(payments.calls[0]?.arg).toMatchObject({ amount: '25.00', paymentMethod: 'speed' })
  })

  it("alerts the server's refusal of the amount and keeps the form as typed", async () => {
    const refused: GatewayError = { _tag: 'Unexpected', status: 422, message: 'The amount is more than a deposit may be.' }
    const { notices } = await openWallet({ startLightningDeposit: () => TE.left({ _tag: 'PaymentNotCreated', error: refused }) })
    const user = userEvent.setup()
    const form = addressForm()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '999999')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'alert', message: 'The amount is more than a deposit may be.' }]))
    expect(within(form).getByRole('status').textContent).toBe('')
    expect(within(form).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('999999')
    expect(within(form).getByLabelText<HTMLSelectElement>('Payment Method').value).toBe('speed')
  })
})

describe('a Wallet Connect deposit', () => {
  it("creates the crypto gateway's invoice and shows its hosted page in a tab reserved during the click", async () => {
    const { payments, tabs, notices } = await openWallet({ createCryptoInvoice: () => TE.right('https://sandbox.example/checkout/1') })
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Wallet Connect' }))
    const form = screen.getByRole('form', { name: 'Deposit with Wallet Connect' })
    expect(within(form).queryByLabelText('Payment Method')).toBeNull()
    await user.type(within(form).getByLabelText('Amount (USD)'), '40')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(tabs).toEqual([{ shown: 'https://sandbox.example/checkout/1', closed: false }]))
    expect(payments.calls[0]).toMatchObject({ method: 'createCryptoInvoice', arg: { amount: '40.00' } })
    expect(notices).toEqual([])
  })
})
