import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { ProfileGateway } from '../../../../src/core/profile/profile-gateway.port'
import { fakeProfileGateway, PROFILE } from '../../../fakes/fake-profile-gateway'
import { manualClock, pageHeading, renderPaymentsApp } from './render-payments-app'

/** 26 Nov 2026: a player born on 26 Nov 2008 is 18 today; one born a day later is not. */
const TODAY = Date.parse('2026-11-26T10:00:00Z')

const openWallet = async (profile: ProfileGateway['profile']) => {
  const app = renderPaymentsApp('/wallet', {
    payments: {
      startLightningDeposit: () => TE.right({ invoiceId: 'inv-9', unrecorded: null }),
      invoice: () => TE.left({ _tag: 'Offline' } as const),
      paymentStatus: () => TE.right('pending'),
      createCryptoInvoice: () => TE.right('https://sandbox.example/checkout/2'),
    },
    overrides: { ProfileGateway: fakeProfileGateway({ profile }).gateway, Clock: manualClock(TODAY).clock },
  })
  await pageHeading('Wallet')
  return app
}
const addressForm = () => screen.getByRole('form', { name: 'Deposit to a wallet address' })
const NO_DOB = () => TE.right({ ...PROFILE, dob: '' })

describe("the deposit form's date of birth", () => {
  it('is asked for when the profile has none: refused empty or under 18, sent once the player is 18 today', async () => {
    const { notices, payments, location } = await openWallet(NO_DOB)
    const user = userEvent.setup()
    const form = addressForm()
    const dob = await within(form).findByLabelText<HTMLInputElement>('Date of birth')
    expect(dob.type).toBe('date')
    expect(within(form).getByText('Only players 18 or over may deposit. Asked once, then kept on your profile.')).toBeTruthy()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '25')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices.at(-1)).toEqual({ kind: 'alert', message: 'Enter your date of birth: you must be 18 or over to deposit.' })
    expect(document.activeElement).toBe(dob)

    await user.type(dob, '2008-11-27')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    expect(notices.at(-1)).toEqual({ kind: 'alert', message: 'You must be 18 or over to deposit.' })
    expect(dob.getAttribute('aria-invalid')).toBe('true')
    expect(payments.calls).toEqual([])

    await user.clear(dob)
    await user.type(dob, '2008-11-26')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/deposit/invoice/inv-9'))
    expect(payments.calls[0]?.arg).toMatchObject({ amount: '25.00', paymentMethod: 'speed', dob: '2008-11-26' })
  })

  it('is not asked for when the profile has one, and none is sent', async () => {
    const { payments, location } = await openWallet(() => TE.right(PROFILE))
    const user = userEvent.setup()
    const form = addressForm()
    await user.selectOptions(within(form).getByLabelText('Payment Method'), 'speed')
    await user.type(within(form).getByLabelText('Amount (USD)'), '10')
    expect(within(form).queryByLabelText('Date of birth')).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(location.history?.at(-1)).toBe('/deposit/invoice/inv-9'))
    expect(payments.calls[0]?.arg).not.toHaveProperty('dob')
  })

  it('is asked for on the Wallet Connect tab too, and sent with the crypto invoice', async () => {
    const { payments, tabs } = await openWallet(NO_DOB)
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Wallet Connect' }))
    const form = screen.getByRole('form', { name: 'Deposit with Wallet Connect' })
    await user.type(within(form).getByLabelText('Amount (USD)'), '30')
    await user.type(await within(form).findByLabelText('Date of birth'), '1990-04-12')
    await user.click(within(form).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(payments.methods()).toEqual(['createCryptoInvoice']))
    expect(payments.calls[0]?.arg).toMatchObject({ amount: '30.00', dob: '1990-04-12' })
    expect(tabs).toHaveLength(1)
  })
})
