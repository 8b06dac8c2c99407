import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { firstMessage } from '../../../src/core/shared/form-errors'
import { makeDeposit, refusalMessage, type DepositError } from '../../../src/core/payments/deposit.use-case'
import type { PaymentsGateway } from '../../../src/core/payments/payments-gateway.port'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'
import { fixedRandom } from '../../fakes/fixed-random'
import { memorySessionStore } from '../../fakes/memory-session-store'
import { recordingLogger } from '../../fakes/recording-logger'
import { recordingTabOpener } from '../../fakes/recording-tab-opener'

const lightningAnswers: Partial<PaymentsGateway> = {
  startLightningDeposit: () => TE.right({ invoiceId: 'inv-7', unrecorded: null }),
}

const setup = (answers: Partial<PaymentsGateway> = {}) => {
  const payments = fakePaymentsGateway(answers)
  const log = recordingLogger()
  const tabs = recordingTabOpener()
  const deposit = makeDeposit({
    payments: payments.gateway,
    authStore: createAuthStore(memorySessionStore({ token: 'tkn-1', userId: '42' }).store),
    logger: log.logger,
    tabs: tabs.opener,
    clock: { now: () => new Date(1_718_000_000_000) },
    random: fixedRandom([0, 26, 52, 61, 1, 27]),
  })
  return { deposit, payments, log, tabs }
}

/** The alert the page shows for a refusal, or null when it is only logged. */
const alertOf = (result: E.Either<DepositError, unknown>): string | null => {
  if (E.isRight(result)) return null
  return result.left._tag === 'InvalidForm' ? firstMessage(result.left) : refusalMessage(result.left)
}

describe('depositing from the Wallet Address tab', () => {
  it('refuses a form with no payment method first, and sends nothing', async () => {
    const { deposit, payments } = setup()
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: '', amount: '' })()
    expect(result).toMatchObject({ _tag: 'Left', left: { _tag: 'InvalidForm' } })
    expect(alertOf(result)).toBe('Please choose a payment method')
    expect(payments.calls).toEqual([])
  })

  it.each(['', '0', '-5', 'ten'])('refuses %j as an amount, and sends nothing', async (amount) => {
    const { deposit, payments } = setup()
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount })()
    expect(alertOf(result)).toBe('Please enter a valid amount')
    expect(payments.calls).toEqual([])
  })

  it('starts a lightning deposit of the amount in dollars, by the chosen method, for the signed-in player', async () => {
    const { deposit, payments } = setup(lightningAnswers)
    await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: '12.5' })()
    expect(payments.calls).toEqual([{ method: 'startLightningDeposit', arg: { amount: '12.50', paymentMethod: 'speed', userId: '42' } }])
  })

  it('answers the invoice, for its page to open', async () => {
    const { deposit } = setup(lightningAnswers)
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(result).toEqual({ _tag: 'Right', right: { _tag: 'InvoiceReady', invoiceId: 'inv-7' } })
  })

  it('still opens the invoice when recording the transaction failed, and logs that', async () => {
    const { deposit, log } = setup({
      startLightningDeposit: () => TE.right({ invoiceId: 'inv-7', unrecorded: { _tag: 'Offline' } }),
    })
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(result).toEqual({ _tag: 'Right', right: { _tag: 'InvoiceReady', invoiceId: 'inv-7' } })
    expect(log.errors).toEqual([{ message: 'Error storing transaction', detail: { _tag: 'Offline' } }])
  })

  it('only logs a failed QR generation and stays on the wallet', async () => {
    const { deposit, log } = setup({
      startLightningDeposit: () => TE.left({ _tag: 'InvoiceNotIssued', error: { _tag: 'Unexpected', status: 502 } }),
    })
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(result).toEqual({ _tag: 'Left', left: { _tag: 'DepositFailed', step: 'invoice', error: { _tag: 'Unexpected', status: 502 } } })
    expect(log.errors.map((e) => e.message)).toEqual(['QR Code generation failed'])
    expect(alertOf(result)).toBeNull()
  })

  it('only logs a payment the provider could not create', async () => {
    const { deposit, log } = setup({
      startLightningDeposit: () => TE.left({ _tag: 'PaymentNotCreated', error: { _tag: 'Offline' } }),
    })
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(log.errors).toEqual([{ message: 'Error creating payment', detail: { _tag: 'Offline' } }])
    expect(alertOf(result)).toBeNull()
  })

  it("gives the server's reason to alert when it refuses the amount", async () => {
    const { deposit } = setup({
      startLightningDeposit: () =>
        TE.left({ _tag: 'PaymentNotCreated', error: { _tag: 'Unexpected', status: 422, message: 'Please enter a valid amount' } }),
    })
    const result = await deposit({ tab: 'WalletAddress', paymentMethod: 'speed', amount: 20 })()
    expect(alertOf(result)).toBe('Please enter a valid amount')
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
    const { deposit, payments } = setup({ createCryptoInvoice: () => TE.right('https://nowpayments.io/payment/?iid=6') })
    const result = await deposit({ tab: 'WalletConnect', amount: '' })()
    expect(payments.calls[0]?.arg).toMatchObject({ amount: '0.00' })
    expect(result._tag).toBe('Right')
  })

  it('closes the reserved tab and logs when the invoice could not be made', async () => {
    const { deposit, tabs, log } = setup({ createCryptoInvoice: () => TE.left({ _tag: 'Offline' }) })
    await deposit({ tab: 'WalletConnect', amount: '25' })()
    expect(tabs.tabs).toEqual([{ shown: null, closed: true }])
    expect(log.errors).toEqual([{ message: 'Error creating crypto invoice', detail: { _tag: 'Offline' } }])
  })
})
