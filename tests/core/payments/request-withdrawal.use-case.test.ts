import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { PaymentsGateway } from '../../../src/core/payments/payments-gateway.port'
import { makeBalanceChanges } from '../../../src/core/balances/balance-changes'
import { firstMessage } from '../../../src/core/shared/form-errors'
import { makeRequestWithdrawal, withdrawFailedMessage, type WithdrawError } from '../../../src/core/payments/request-withdrawal.use-case'
import { checkDestination, cryptoAddressMessage, LIGHTNING_SHAPE_MESSAGE } from '../../../src/core/payments/withdrawal-destination.rules'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'

const setup = (requestWithdrawal?: PaymentsGateway['requestWithdrawal'], confirms = true) => {
  const asked: string[] = []
  const payments = fakePaymentsGateway(requestWithdrawal ? { requestWithdrawal } : {})
  const changes = makeBalanceChanges()
  let announced = 0
  changes.changes$.subscribe(() => {
    announced += 1
  })
  const run = makeRequestWithdrawal({
    payments: payments.gateway,
    changes,
    clock: { now: () => new Date('2030-01-01T00:00:00Z') },
    checkDestination: async (...args) => checkDestination(...args),
    confirm: async (message) => {
      asked.push(message)
      return confirms
    },
  })
  return { run, payments, announced: () => announced, asked }
}

/** What the page says about a refusal. */
const messageOf = (result: E.Either<WithdrawError, unknown>): string | null => {
  if (E.isRight(result)) return null
  const error = result.left
  if (error._tag === 'InvalidForm') return firstMessage(error)
  if (error._tag === 'ForfeitDeclined') return 'declined'
  return error._tag === 'WithdrawFailed' ? withdrawFailedMessage(error.error) : error.error
}

const accepted = () => TE.right({ status: 'WAITING', error: null })
const crypto = { paymentMethod: 'nowpayments', amount: '40', address: ' bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh ', currency: 'btc' }

describe('withdrawing', () => {
  it('asks for the code while two-factor sign-in is on, sends nothing without one, and sends it trimmed', async () => {
    const { run, payments } = setup(accepted)
    const none = await run({ ...crypto, code: ' ' })()
    expect(messageOf(none)).toBe('Enter the 6-digit code from your authenticator app, or a recovery code.')
    expect(payments.calls).toEqual([])
    await run({ ...crypto, code: ' 123456 ' })()
    expect(payments.calls).toMatchObject([{ method: 'requestWithdrawal', arg: { code: '123456' } }])
  })

  it('sends the same code again with a confirmed forfeit', async () => {
    let first = true
    const { run, payments } = setup(() => {
      if (!first) return accepted()
      first = false
      return TE.left({
        _tag: 'Unexpected',
        status: 409,
        message: 'Withdrawing forfeits $5.00.',
        errors: { confirm_forfeit_cents: ['500'] },
      })
    })
    await run({ ...crypto, code: '654321' })()
    expect(payments.calls).toMatchObject([{ arg: { code: '654321' } }, { arg: { code: '654321', confirmForfeitCents: 500 } }])
  })

  it('checks the method first: nothing sent', async () => {
    const { run, payments } = setup()
    const result = await run({ paymentMethod: '', amount: '', address: '' })()
    expect(result).toMatchObject({ _tag: 'Left', left: { _tag: 'InvalidForm' } })
    expect(messageOf(result)).toBe('Please choose a payment method')
    expect(payments.calls).toEqual([])
  })

  it('then the amount: nothing sent', async () => {
    const { run, payments } = setup()
    const result = await run({ paymentMethod: 'speed', amount: '0', address: 'ana@wallet.example' })()
    expect(messageOf(result)).toBe('Please enter a valid amount')
    expect(payments.calls).toEqual([])
  })

  it('sends USD, the amount, the method, the address, and the payout currency for the crypto gateway', async () => {
    const { run, payments } = setup(accepted)
    await run(crypto)()
    expect(payments.calls).toEqual([
      {
        method: 'requestWithdrawal',
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
    await run({ paymentMethod: 'speed', amount: 5, address: 'ana@wallet.example', currency: 'btc' })()
    expect(payments.calls[0]?.arg).toEqual({ currency: 'USD', amount: '5.00', paymentMethod: 'speed', address: 'ana@wallet.example' })
  })

  it('answers a taken request and announces the money moved', async () => {
    const { run, announced } = setup(accepted)
    expect(await run(crypto)()).toEqual({ _tag: 'Right', right: undefined })
    expect(announced()).toBe(1)
  })

  it.each(['REJECTED', 'FAILED', 'failed'])('answers the error of a %s payout and stops there', async (status) => {
    const { run, announced } = setup(() => TE.right({ status, error: 'Address is invalid for BTC' }))
    const result = await run(crypto)()
    expect(result).toEqual({
      _tag: 'Left',
      left: { _tag: 'PayoutRejected', status: status.toUpperCase(), error: 'Address is invalid for BTC' },
    })
    expect(messageOf(result)).toBe('Address is invalid for BTC')
    expect(announced()).toBe(0)
  })

  it("prefixes the server's message on failure", async () => {
    const { run, announced } = setup(() =>
      TE.left({ _tag: 'Unexpected', status: 422, message: 'Amount exceeds your withdrawable balance.' }),
    )
    const result = await run(crypto)()
    expect(messageOf(result)).toBe('Payment request failed, Amount exceeds your withdrawable balance.')
    expect(announced()).toBe(0)
  })

  it('says what went wrong when the server gave no message', async () => {
    const result = await setup(() => TE.left({ _tag: 'Offline' })).run(crypto)()
    expect(messageOf(result)).toBe('Payment request failed, the server could not be reached.')
  })

  it("checks where the payout goes last, with the server's own rule: nothing sent", async () => {
    const { run, payments } = setup(accepted)
    const lightning = await run({ paymentMethod: 'speed', amount: '10', address: 'not an invoice' })()
    expect(lightning).toMatchObject({ _tag: 'Left', left: { _tag: 'InvalidForm', errors: { address: LIGHTNING_SHAPE_MESSAGE } } })
    const coin = await run({ ...crypto, address: '0x1234' })()
    expect(messageOf(coin)).toBe(cryptoAddressMessage('btc'))
    expect(payments.calls).toEqual([])
  })

  describe('with active bonus grants', () => {
    const FORFEIT = 'Withdrawing now forfeits $10.00 of bonus money whose wagering is not complete. Confirm to go on.'
    const forfeitFirst = () => {
      const sent: (number | undefined)[] = []
      const requestWithdrawal: PaymentsGateway['requestWithdrawal'] = (request) => {
        sent.push(request.confirmForfeitCents)
        return request.confirmForfeitCents === 1000
          ? accepted()
          : TE.left({ _tag: 'Unexpected', status: 409, message: FORFEIT, errors: { confirm_forfeit_cents: ['1000'] } })
      }
      return { requestWithdrawal, sent }
    }

    it("asks the player with the server's words, and sends again confirming exactly that amount", async () => {
      const server = forfeitFirst()
      const { run, asked, announced } = setup(server.requestWithdrawal)
      expect(await run(crypto)()).toEqual(E.right(undefined))
      expect(asked).toEqual([FORFEIT])
      expect(server.sent).toEqual([undefined, 1000])
      expect(announced()).toBe(1)
    })

    it('sends nothing more when the player declines', async () => {
      const server = forfeitFirst()
      const { run, announced } = setup(server.requestWithdrawal, false)
      expect(await run(crypto)()).toEqual(E.left({ _tag: 'ForfeitDeclined' }))
      expect(server.sent).toEqual([undefined])
      expect(announced()).toBe(0)
    })
  })
})
