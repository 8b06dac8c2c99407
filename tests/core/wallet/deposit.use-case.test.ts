import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { makeDeposit } from '../../../src/core/wallet/deposit.use-case'
import type { PaymentsGateway } from '../../../src/core/wallet/payments-gateway.port'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'
import { fixedRandom } from '../../fakes/fixed-random'
import { memorySessionStore } from '../../fakes/memory-session-store'
import { recordingLogger } from '../../fakes/recording-logger'
import { recordingNavigation } from '../../fakes/recording-navigation'
import { recordingNotifier } from '../../fakes/recording-notifier'
import { recordingTabOpener } from '../../fakes/recording-tab-opener'

const lightningAnswers: Partial<PaymentsGateway> = {
  startLightningDeposit: () => TE.right({ invoiceId: 'inv-7', unrecorded: null }),
}

const setup = (answers: Partial<PaymentsGateway> = {}) => {
  const payments = fakePaymentsGateway(answers)
  const note = recordingNotifier()
  const log = recordingLogger()
  const nav = recordingNavigation()
  const tabs = recordingTabOpener()
  const deposit = makeDeposit({
    payments: payments.gateway,
    authStore: createAuthStore(memorySessionStore({ token: 'tkn-1', userId: '42' }).store),
    notifier: note.notifier,
    logger: log.logger,
    navigation: nav.navigation,
    tabs: tabs.opener,
    clock: { now: () => new Date(1_718_000_000_000) },
    random: fixedRandom([0, 26, 52, 61, 1, 27]),
  })
  return { deposit, payments, note, log, nav, tabs }
}

describe('depositing from the Wallet Address tab', () => {
  it('alerts when no payment method is chosen, and sends nothing', async () => {
    const { deposit, note } = setup()
    await deposit({ tab: 'WalletAddress', paymentMethod: '', amount: '' })()
    expect(note.notices).toEqual([{ kind: 'alert', message: 'Please choose a payment method' }])
  })

  it.each(['', '0', '-5', 'ten'])('alerts that %j is not a valid amount, and sends nothing', async (amount) => {
    const { deposit, note } = setup()
    await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount })()
    expect(note.notices).toEqual([{ kind: 'alert', message: 'Please enter a valid amount' }])
  })

  it('starts a lightning deposit of the amount in dollars, by the chosen method, for the signed-in player', async () => {
    const { deposit, payments } = setup(lightningAnswers)
    await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: '12.5' })()
    expect(payments.calls).toEqual([{ method: 'startLightningDeposit', arg: { amount: '12.50', paymentMethod: 'speed', userId: '42' } }])
  })

  it('goes to the invoice page', async () => {
    const { deposit, nav } = setup(lightningAnswers)
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(result).toEqual({ _tag: 'Right', right: { _tag: 'InvoicePageOpened', invoiceId: 'inv-7' } })
    expect(nav.paths()).toEqual(['/deposit/invoice/inv-7'])
  })

  it('still opens the invoice when recording the transaction failed, and logs that', async () => {
    const { deposit, nav, log } = setup({
      startLightningDeposit: () => TE.right({ invoiceId: 'inv-7', unrecorded: { _tag: 'Offline' } }),
    })
    await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(nav.paths()).toEqual(['/deposit/invoice/inv-7'])
    expect(log.errors).toEqual([{ message: 'Error storing transaction', detail: { _tag: 'Offline' } }])
  })

  it('only logs a failed QR generation and stays on the wallet', async () => {
    const { deposit, nav, log, note } = setup({
      startLightningDeposit: () => TE.left({ _tag: 'InvoiceNotIssued', error: { _tag: 'Unexpected', status: 502 } }),
    })
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'DepositFailed', step: 'invoice', error: { _tag: 'Unexpected', status: 502 } } })
    expect(log.errors.map((e) => e.message)).toEqual(['QR Code generation failed'])
    expect(nav.moves).toEqual([])
    expect(note.notices).toEqual([])
  })

  it('only logs a payment the provider could not create', async () => {
    const { deposit, log, note } = setup({
      startLightningDeposit: () => TE.left({ _tag: 'PaymentNotCreated', error: { _tag: 'Offline' } }),
    })
    await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(log.errors).toEqual([{ message: 'Error creating payment', detail: { _tag: 'Offline' } }])
    expect(note.notices).toEqual([])
  })

  it("alerts the server's reason when it refuses the amount", async () => {
    const { deposit, note } = setup({
      startLightningDeposit: () =>
        TE.left({ _tag: 'PaymentNotCreated', error: { _tag: 'Unexpected', status: 422, message: 'Please enter a valid amount' } }),
    })
    await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(note.notices).toEqual([{ kind: 'alert', message: 'Please enter a valid amount' }])
  })
})

describe('depositing from the Wallet Connect tab', () => {
  it('creates a crypto invoice with a MOB- order id and shows it in the reserved tab', async () => {
    const { deposit, payments, tabs } = setup({ createCryptoInvoice: () => TE.right('https://nowpayments.io/payment/?iid=5') })
    const result = await deposit({ tab: 'WalletConnect', amount: '25' })()
    expect(payments.calls).toEqual([{ method: 'createCryptoInvoice', arg: { amount: '25.00', orderId: 'MOB-1718000000000-Aa09Bb' } }])
    expect(tabs.tabs).toEqual([{ shown: 'https://nowpayments.io/payment/?iid=5', closed: false }])
    expect(result).toEqual({ _tag: 'Right', right: { _tag: 'CheckoutTabOpened', invoiceUrl: 'https://nowpayments.io/payment/?iid=5' } })
  })

  it('checks nothing: an empty amount still goes to the server, as zero', async () => {
    const { deposit, payments, note } = setup({ createCryptoInvoice: () => TE.right('https://nowpayments.io/payment/?iid=6') })
    await deposit({ tab: 'WalletConnect', amount: '' })()
    expect(payments.calls[0]?.arg).toMatchObject({ amount: '0.00' })
    expect(note.notices).toEqual([])
  })

  it('closes the reserved tab and logs when the invoice could not be made', async () => {
    const { deposit, tabs, log } = setup({ createCryptoInvoice: () => TE.left({ _tag: 'Offline' }) })
    await deposit({ tab: 'WalletConnect', amount: '25' })()
    expect(tabs.tabs).toEqual([{ shown: null, closed: true }])
    expect(log.errors).toEqual([{ message: 'Error creating crypto invoice', detail: { _tag: 'Offline' } }])
  })
})
