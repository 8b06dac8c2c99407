import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { PaymentsGateway } from '../../../src/core/wallet/payments-gateway.port'
import { makeWalletChanges } from '../../../src/core/wallet/wallet-changes'
import { makeWithdraw } from '../../../src/core/wallet/withdraw.use-case'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'
import { recordingNavigation } from '../../fakes/recording-navigation'
import { recordingNotifier } from '../../fakes/recording-notifier'

const setup = (withdraw?: PaymentsGateway['withdraw']) => {
  const payments = fakePaymentsGateway(withdraw ? { withdraw } : {})
  const note = recordingNotifier()
  const nav = recordingNavigation()
  const changes = makeWalletChanges()
  let announced = 0
  changes.changes$.subscribe(() => {
    announced += 1
  })
  const run = makeWithdraw({ payments: payments.gateway, notifier: note.notifier, navigation: nav.navigation, changes })
  return { run, payments, note, nav, announced: () => announced }
}

const accepted = () => TE.right({ status: 'WAITING', error: null })
const crypto = { paymentMethod: 'nowpayments', amount: '40', address: ' bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh ', currency: 'btc' }

describe('withdrawing', () => {
  it('checks the method first: alert and nothing sent', async () => {
    const { run, note } = setup()
    await run({ paymentMethod: '', amount: '', address: '' })()
    expect(note.notices).toEqual([{ kind: 'alert', message: 'Please choose a payment method' }])
  })

  it('then the amount: alert and nothing sent', async () => {
    const { run, note } = setup()
    await run({ paymentMethod: 'speed', amount: '0', address: 'lnbc1...' })()
    expect(note.notices).toEqual([{ kind: 'alert', message: 'Please enter a valid amount' }])
  })

  it('sends USD, the amount, the method, the address, and the payout currency for the crypto gateway', async () => {
    const { run, payments } = setup(accepted)
    await run(crypto)()
    expect(payments.calls).toEqual([
      {
        method: 'withdraw',
        arg: {
          currency: 'USD',
          amount: '40.00',
          paymentMethod: 'nowpayments',
          address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
          payoutCurrency: 'btc',
        },
      },
    ])
  })

  it('sends no payout currency for the lightning provider', async () => {
    const { run, payments } = setup(accepted)
    await run({ paymentMethod: 'speed', amount: 5, address: 'lnbc1...', currency: 'btc' })()
    expect(payments.calls[0]?.arg).toEqual({ currency: 'USD', amount: '5.00', paymentMethod: 'speed', address: 'lnbc1...' })
  })

  it('confirms the request, announces the money moved and goes to /wallet', async () => {
    const { run, note, nav, announced } = setup(accepted)
    expect(await run(crypto)()).toEqual({ _tag: 'Right', right: undefined })
    expect(note.notices).toEqual([{ kind: 'success', message: 'Your withdraw request has been submitted' }])
    expect(nav.paths()).toEqual(['/wallet'])
    expect(announced()).toBe(1)
  })

  it.each(['REJECTED', 'FAILED', 'failed'])('shows the error of a %s payout and stops there', async (status) => {
    const { run, note, nav, announced } = setup(() => TE.right({ status, error: 'Address is invalid for BTC' }))
    const result = await run(crypto)()
    expect(result).toEqual({
      _tag: 'Left',
      left: { _tag: 'PayoutRejected', status: status.toUpperCase(), error: 'Address is invalid for BTC' },
    })
    expect(note.notices).toEqual([{ kind: 'error', message: 'Address is invalid for BTC' }])
    expect(nav.moves).toEqual([])
    expect(announced()).toBe(0)
  })

  it("prefixes the server's message on failure", async () => {
    const { run, note, nav } = setup(() =>
      TE.left({ _tag: 'Unexpected', status: 422, message: 'Amount exceeds your withdrawable balance.' }),
    )
    await run(crypto)()
    expect(note.notices).toEqual([{ kind: 'error', message: 'Payment request failed, Amount exceeds your withdrawable balance.' }])
    expect(nav.moves).toEqual([])
  })

  it('says what went wrong when the server gave no message', async () => {
    const { run, note } = setup(() => TE.left({ _tag: 'Offline' }))
    await run(crypto)()
    expect(note.notices).toEqual([{ kind: 'error', message: 'Payment request failed, the server could not be reached.' }])
  })
})
