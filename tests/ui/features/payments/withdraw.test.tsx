import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { GatewayError } from '../../../../src/core/shared/gateway-error'
import type { PaymentsGateway } from '../../../../src/core/payments/payments-gateway.port'
import type { WithdrawalAnswer } from '../../../../src/core/payments/payments'
import { DESTINATION_HINTS, LIGHTNING_SHAPE_MESSAGE } from '../../../../src/core/payments/withdrawal-destination.rules'
import { BALANCES, deferred, pageHeading, renderPaymentsApp } from './render-payments-app'
import type { Registry } from '../../../../src/composition/registry'
import type { TwoFactorSettings } from '../../../../src/core/auth/two-factor-settings'

const CURRENCIES = [
  { code: 'btc', name: 'Bitcoin' },
  { code: 'usdttrc20', name: 'Tether USD (Tron)' },
]

const openWallet = async (payments: Partial<PaymentsGateway> = {}, balances = [BALANCES], overrides: Partial<Registry> = {}) => {
  const app = renderPaymentsApp('/wallet', { payments, balances, overrides })
  await pageHeading('Wallet')
  return { ...app, form: screen.getByRole('form', { name: 'Withdraw' }) }
}

describe('the withdraw section', () => {
  it('shows the withdrawable and bonus balances, so the player knows what can leave', async () => {
    const { form } = await openWallet()
    const section = form.closest('section')!
    await waitFor(() => expect(within(section).getByText('Withdrawable Balance').nextElementSibling?.textContent).toBe('$25.50'))
    expect(within(section).getByText('Bonus Balance').nextElementSibling?.textContent).toBe('$10.00')
  })

  it('offers the lightning provider or the crypto gateway', async () => {
    const { form } = await openWallet()
    const select = within(form).getByLabelText<HTMLSelectElement>('Payment Method')
    expect(Array.from(select.options).map((o) => o.text)).toEqual(['Choose a payment method', 'Speed (Lightning)', 'NOWPayments (Crypto)'])
  })

  it('shows the currency select only for the crypto gateway, loading the currencies once', async () => {
    const { form, payments } = await openWallet({ currencies: () => TE.right(CURRENCIES) })
    const user = userEvent.setup()
    const method = within(form).getByLabelText('Payment Method')
    expect(within(form).queryByLabelText('Currency')).toBeNull()
    await user.selectOptions(method, 'speed')
    expect(within(form).queryByLabelText('Currency')).toBeNull()
    expect(payments.calls).toEqual([])

    await user.selectOptions(method, 'nowpayments')
    const currency = await within(form).findByRole('option', { name: 'Bitcoin (BTC)' })
    expect(Array.from((currency.parentElement as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'Choose a currency',
      'Bitcoin (BTC)',
      'Tether USD (Tron) (USDTTRC20)',
    ])
    await user.selectOptions(method, 'speed')
    expect(within(form).queryByLabelText('Currency')).toBeNull()
    await user.selectOptions(method, 'nowpayments')
    expect(within(form).getByLabelText('Currency')).toBeTruthy()
    expect(payments.methods()).toEqual(['currencies'])
  })

  it('says so when no currency could be listed (the failure is only logged)', async () => {
    const { form, logs } = await openWallet({ currencies: () => TE.left({ _tag: 'Offline' }) })
    await userEvent.selectOptions(within(form).getByLabelText('Payment Method'), 'nowpayments')
    expect(await within(form).findByRole('option', { name: 'No currencies available' })).toBeTruthy()
    expect(logs.errors.map((e) => e.message)).toEqual(['Error fetching currencies'])
  })

  it("alerts the method first, then the amount, with the deposit's messages, sending nothing", async () => {
    const { form, notices, payments } = await openWallet()
    const user = userEvent.setup()
    await user.type(within(form).getByLabelText('Address'), 'ana@wallet.example')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices).toEqual([{ kind: 'alert', message: 'Please choose a payment method' }])
    expect(document.activeElement).toBe(within(form).getByLabelText('Payment Method'))
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices.at(-1)).toEqual({ kind: 'alert', message: 'Please enter a valid amount' })
    expect(document.activeElement).toBe(within(form).getByLabelText('Amount (USD)'))
    expect(within(form).getByLabelText<HTMLInputElement>('Address').value).toBe('ana@wallet.example')
    expect(payments.calls).toEqual([])
  })

  it('says what to paste for the lightning provider and refuses a destination of the wrong shape under its field, sending nothing', async () => {
    const { form, notices, payments } = await openWallet()
    const user = userEvent.setup()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    expect(within(form).getByText(DESTINATION_HINTS.speed)).toBeTruthy()
    await user.type(within(form).getByLabelText('Amount (USD)'), '10')
    await user.type(within(form).getByLabelText('Address'), 'my wallet')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices.at(-1)).toEqual({ kind: 'alert', message: LIGHTNING_SHAPE_MESSAGE })
    const address = within(form).getByLabelText('Address')
    expect(document.activeElement).toBe(address)
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(payments.calls).toEqual([])
  })

  it("says the minimum under the amount and alerts an amount below it with the server's own message, sending nothing", async () => {
    const { form, notices, payments } = await openWallet()
    const user = userEvent.setup()
    const amount = within(form).getByLabelText('Amount (USD)')
    expect(document.getElementById(amount.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe('At least $5.00.')
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(amount, '4.99')
    await user.type(within(form).getByLabelText('Address'), 'ana@wallet.example')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices).toEqual([{ kind: 'alert', message: 'The minimum withdrawal is $5.00.' }])
    expect(document.activeElement).toBe(amount)
    expect(within(form).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('4.99')
    expect(payments.calls).toEqual([])
  })

  it("sends a crypto payout with its currency, shows 'Processing...', then confirms and clears the amount and address", async () => {
    const answer = deferred<E.Either<GatewayError, WithdrawalAnswer>>()
    const { form, payments, notices, location } = await openWallet({
      currencies: () => TE.right(CURRENCIES),
      requestWithdrawal: () => answer.task,
    })
    const user = userEvent.setup()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'nowpayments')
    await user.selectOptions(await within(form).findByLabelText('Currency'), 'btc')
    await user.type(within(form).getByLabelText('Amount (USD)'), '20')
    await user.type(within(form).getByLabelText('Address'), ' bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh ')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(within(form).getByRole('status').textContent).toBe('Processing...')

    answer.settle(E.right({ status: 'WAITING', error: null }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'success', message: 'Your withdraw request has been submitted' }]))
    expect(payments.calls.at(-1)).toEqual({
      method: 'requestWithdrawal',
      arg: {
        currency: 'USD',
        amount: '20.00',
        paymentMethod: 'nowpayments',
        address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
        payoutCurrency: 'btc',
      },
    })
    expect(within(form).getByRole('status').textContent).toBe('')
    expect(within(form).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('')
    expect(within(form).getByLabelText<HTMLInputElement>('Address').value).toBe('')
    expect(within(form).getByLabelText<HTMLSelectElement>('Payment Method').value).toBe('nowpayments')
    expect(location.history).toEqual(['/wallet', '/wallet'])
  })

  it('sends a lightning withdrawal without a currency', async () => {
    const { form, payments } = await openWallet({ requestWithdrawal: () => TE.right({ status: null, error: null }) })
    const user = userEvent.setup()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '5.5')
    await user.type(within(form).getByLabelText('Address'), 'ana@wallet.example')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(payments.methods()).toEqual(['requestWithdrawal']))
    expect(payments.calls[0]?.arg).toEqual({ currency: 'USD', amount: '5.50', paymentMethod: 'speed', address: 'ana@wallet.example' })
  })

  it('asks for the code while two-factor sign-in is on, refusing to send without one', async () => {
    const on: TwoFactorSettings = {
      status: () => TE.right({ on: true, recoveryCodesLeft: 10 }),
      begin: () => TE.left({ _tag: 'Offline' }),
      confirm: () => TE.left({ _tag: 'Offline' }),
      turnOff: () => TE.left({ _tag: 'Offline' }),
    }
    const { form, payments } = await openWallet({ requestWithdrawal: () => TE.right({ status: null, error: null }) }, [BALANCES], {
      TwoFactor: on,
    })
    const user = userEvent.setup()
    const code = await within(form).findByLabelText('Authentication code')
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '5.5')
    await user.type(within(form).getByLabelText('Address'), 'ana@wallet.example')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(await within(form).findByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeTruthy()
    expect(payments.calls).toEqual([])
    await user.type(code, '123456')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(payments.methods()).toEqual(['requestWithdrawal']))
    expect(payments.calls[0]?.arg).toMatchObject({ paymentMethod: 'speed', code: '123456' })
  })

  it("shows the server's refusal as a toast and keeps every field as typed", async () => {
    const refused: GatewayError = { _tag: 'Unexpected', status: 422, message: 'Amount exceeds your withdrawable balance.' }
    const { form, notices } = await openWallet({ requestWithdrawal: () => TE.left(refused) })
    const user = userEvent.setup()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '500')
    await user.type(within(form).getByLabelText('Address'), 'ana@wallet.example')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(notices).toEqual([{ kind: 'error', message: 'Payment request failed, Amount exceeds your withdrawable balance.' }]),
    )
    expect(within(form).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('500')
    expect(within(form).getByLabelText<HTMLInputElement>('Address').value).toBe('ana@wallet.example')
  })

  it('shows why a payout was rejected, stays put and keeps every field as typed', async () => {
    const { form, notices, location } = await openWallet({
      requestWithdrawal: () => TE.right({ status: 'REJECTED', error: 'Address is invalid for BTC' }),
    })
    const user = userEvent.setup()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '20')
    await user.type(within(form).getByLabelText('Address'), 'ana@wallet.example')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(notices).toEqual([{ kind: 'error', message: 'Address is invalid for BTC' }]))
    expect(location.history).toEqual(['/wallet'])
    expect(within(form).getByLabelText<HTMLInputElement>('Amount (USD)').value).toBe('20')
    expect(within(form).getByLabelText<HTMLInputElement>('Address').value).toBe('ana@wallet.example')
  })
})
