import { BAD_ADDRESS_MESSAGE } from '../../../server/payments/request-withdrawal.use-case'
import * as E from 'fp-ts/Either'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import type { CryptoPayouts, Payout, PayoutFailure } from '../../../server/payments/crypto-payouts.port'
import { refusedBy } from '../../../server/payments/provider-result'
import { LIGHTNING_SHAPE_MESSAGE } from '../../../src/core/payments/withdrawal-destination.rules'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { audit } from '../ledger/support/players'
import { call, paymentsApp, signedInPlayer, withdrawableCents, type Player } from './support/payments-harness'
import { signedIpn } from './support/provider-signatures'

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

/** A gateway that answers what the test says, and records what it was asked; `says` sets a payout's status on re-read. */
const scriptedPayouts = () => {
  const asked: string[] = []
  const truth = new Map<string, { status: string; error: string | null; reference: string }>()
  let next: E.Either<PayoutFailure, Payout> = E.right({ batchId: 'b1', payoutId: 'p1', status: 'WAITING', error: null, sent: null })
  const payouts: CryptoPayouts = {
    available: true,
    checkPayout: () => async () => E.right(undefined),
    createPayout: (request) => async () => {
      asked.push(request.reference)
      if (E.isRight(next))
        truth.set(next.right.payoutId, { status: next.right.status, error: next.right.error, reference: request.reference })
      return next
    },
    readPayout: (ids) => async () => {
      const payout = truth.get(ids.payoutId)
      return payout === undefined ? refusedBy(404, 'Payout not found') : E.right({ ...ids, ...payout, sent: null })
    },
  }
  const says = (payoutId: string, status: string, error: string | null = null) => {
    const payout = truth.get(payoutId)
    if (payout !== undefined) truth.set(payoutId, { ...payout, status, error })
  }
  return { payouts, asked, says, answer: (result: E.Either<PayoutFailure, Payout>) => (next = result) }
}

describe.each(ENGINES)('withdrawals over HTTP on %s', (engine) => {
  let t: TestDatabase
  let sandboxApp: FastifyInstance
  let scriptedApp: FastifyInstance
  const scripted = scriptedPayouts()
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    sandboxApp = await paymentsApp(t.db)
    scriptedApp = await paymentsApp(t.db, { ports: { CryptoPayouts: scripted.payouts } })
  })
  afterAll(async () => {
    await sandboxApp.close()
    await scriptedApp.close()
    await t.close()
  })

  /** A player with $10.00 of bonus (never withdrawable) and `cents` deposited. */
  const fundedPlayer = async (cents: number): Promise<Player> => {
    const player = await signedInPlayer(t.db)
    const ledger = kyselyLedger(t.db)
    // Bonus money outside any grant (an operator's credit): it never leaves, and no grant asks to be forfeited.
    await t.db.transaction().execute((trx) =>
      ledger.within(trx).adjustBalance({
        userId: player.userId,
        signedCents: 1000,
        balance: 'bonus',
        idempotencyKey: `test-bonus:${player.userId}`,
        metadata: {},
      })(),
    )
    await ledger.creditDeposit({ userId: player.userId, amountCents: cents, idempotencyKey: `test-deposit:${player.userId}` })()
    return player
  }
  const withdraw = (app: FastifyInstance, player: Player, body: object) =>
    call(app, player).post('/api/withdraw', { currency: 'USD', invoice: BTC_ADDRESS, ...body })

  it('records a lightning withdrawal for manual payout (PENDING) and debits it at once', async () => {
    const player = await fundedPlayer(2000)
    const res = await withdraw(sandboxApp, player, { amount: '15.00', payment_method: 'speed', invoice: 'ana@wallet.example' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'PENDING', error: null, withdrawal_id: expect.stringMatching(/^wd_/) })
    expect(await withdrawableCents(t.db, player.userId)).toBe(500)
  })

  it('refuses more than the withdrawable balance (bonus money never leaves) and moves nothing', async () => {
    const player = await fundedPlayer(500)
    const res = await withdraw(sandboxApp, player, { amount: '5.01', payment_method: 'speed', invoice: 'ana@wallet.example' })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      message: 'The amount is more than your withdrawable balance.',
      errors: { amount: ['The amount is more than your withdrawable balance.'] },
    })
    const books = await audit(t.db, player.userId)
    expect(books.storedCents).toEqual({ bonus: 1000, withdrawable: 500 })
  })

  it('lets concurrent withdrawals take only what there is, recording only those it debited', async () => {
    const player = await fundedPlayer(2500)
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        withdraw(sandboxApp, player, { amount: '10.00', payment_method: 'speed', invoice: 'ana@wallet.example' }),
      ),
    )
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 422, 422, 422])
    expect(await withdrawableCents(t.db, player.userId)).toBe(500)
    const recorded = await t.db.selectFrom('payment_withdrawals').select('status').where('user_id', '=', player.userId).execute()
    expect(recorded).toEqual([{ status: 'PENDING' }, { status: 'PENDING' }])
  })

  it.each([
    [{ amount: '1.00', payment_method: '' }, 'payment_method', 'Please choose a payment method'],
    [{ amount: '1.00', payment_method: 'paypal' }, 'payment_method', 'This payment method is not available.'],
    [{ amount: '0', payment_method: 'speed' }, 'amount', 'Please enter a valid amount'],
    [{ amount: '4.99', payment_method: 'speed' }, 'amount', 'The minimum withdrawal is $5.00.'],
    [{ amount: '5.00', payment_method: 'speed', currency: 'EUR' }, 'currency', 'Payments are in USD only.'],
    [{ amount: '5.00', payment_method: 'speed', invoice: '  ' }, 'invoice', 'Please enter the address to pay out to.'],
    [{ amount: '5.00', payment_method: 'nowpayments' }, 'payout_currency', 'Please choose a currency.'],
    [{ amount: '5.00', payment_method: 'speed', invoice: 'lnbc1payout' }, 'invoice', LIGHTNING_SHAPE_MESSAGE],
    [{ amount: '5.00', payment_method: 'speed' }, 'invoice', LIGHTNING_SHAPE_MESSAGE],
    [
      { amount: '5.00', payment_method: 'nowpayments', payout_currency: 'btc', invoice: 'not-an-address' },
      'invoice',
      'This is not a Bitcoin address. Check it in your wallet and paste it again.',
    ],
  ])('refuses %j with 422 on %s', async (body, field, message) => {
    const player = await fundedPlayer(500)
    const res = await withdraw(sandboxApp, player, body)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message, errors: { [field]: [message] } })
    expect(await withdrawableCents(t.db, player.userId)).toBe(500)
  })

  it('pays out crypto through the sandbox gateway (WAITING), debited, recording the coin amount the gateway says it sends', async () => {
    const player = await fundedPlayer(5000)
    const res = await withdraw(sandboxApp, player, { amount: '20.00', payment_method: 'nowpayments', payout_currency: 'btc' })
    expect(res.json()).toEqual({ status: 'WAITING', error: null, withdrawal_id: expect.stringMatching(/^wd_/) })
    expect(await withdrawableCents(t.db, player.userId)).toBe(3000)
    const sent = await t.db
      .selectFrom('payment_withdrawals')
      .select(['amount_cents', 'sent_amount', 'sent_currency', 'fee_amount'])
      .where('id', '=', res.json<{ withdrawal_id: string }>().withdrawal_id)
      .executeTakeFirstOrThrow()
    // $20.00 at the sandbox's $66,666.67 a bitcoin, rounded down to the 6 decimals a payout allows.
    expect(sent).toEqual({ amount_cents: 2000, sent_amount: '0.000299', sent_currency: 'BTC', fee_amount: null })
  })

  it("refuses an address the gateway's validation refuses before anything is debited, in our words (issue 26 §6)", async () => {
    const player = await fundedPlayer(5000)
    const res = await withdraw(sandboxApp, player, {
      amount: '20.00',
      payment_method: 'nowpayments',
      payout_currency: 'btc',
      // Shaped like a Bitcoin address, so it passes our check, but shorter than the gateway's pattern allows.
      invoice: 'bc1qqqqqqqqqqqq',
    })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({ message: BAD_ADDRESS_MESSAGE, errors: { invoice: [BAD_ADDRESS_MESSAGE] } })
    expect(JSON.stringify(res.json())).not.toContain('Invalid payout address')
    expect(await withdrawableCents(t.db, player.userId)).toBe(5000)
    const rows = await t.db.selectFrom('payment_withdrawals').select('id').where('user_id', '=', player.userId).execute()
    expect(rows).toEqual([])
    const books = await audit(t.db, player.userId)
    expect(books.unbalanced).toEqual([])
  })

  it('refunds a FAILED payout and a gateway that could not be reached before the payout', async () => {
    const player = await fundedPlayer(5000)
    scripted.answer(E.right({ batchId: 'b2', payoutId: 'p2', status: 'FAILED', error: 'Insufficient balance', sent: null }))
    expect(
      (await withdraw(scriptedApp, player, { amount: '10.00', payment_method: 'nowpayments', payout_currency: 'btc' })).json(),
    ).toMatchObject({ status: 'FAILED', error: 'The payout failed, so the amount is back in your withdrawable balance.' })
    const failedRow = await t.db
      .selectFrom('payment_withdrawals')
      .select(['error', 'provider_error'])
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow()
    // The gateway's words are kept for the operator, never answered to the player.
    expect(failedRow.provider_error).toBe('Insufficient balance')
    scripted.answer(E.left({ _tag: 'NotSent', detail: 'no answer' }))
    expect(
      (await withdraw(scriptedApp, player, { amount: '10.00', payment_method: 'nowpayments', payout_currency: 'btc' })).json(),
    ).toMatchObject({ status: 'FAILED', error: 'The payout could not be sent right now. Nothing was withdrawn; please try again later.' })
    expect(await withdrawableCents(t.db, player.userId)).toBe(5000)
  })

  it('keeps a payout whose request got no answer debited (UNCONFIRMED) until the gateway says', async () => {
    const player = await fundedPlayer(5000)
    scripted.answer(E.left({ _tag: 'OutcomeUnknown', detail: 'timeout' }))
    const res = await withdraw(scriptedApp, player, { amount: '10.00', payment_method: 'nowpayments', payout_currency: 'btc' })
    expect(res.json()).toMatchObject({ status: 'UNCONFIRMED', error: null })
    expect(await withdrawableCents(t.db, player.userId)).toBe(4000)
  })
  it('refunds once when the re-read payout says FAILED, whatever the IPNs claim and however often; FINISHED is final too', async () => {
    const player = await fundedPlayer(5000)
    const payoutId = `p-fail-${player.userId}`
    scripted.answer(E.right({ batchId: 'b9', payoutId, status: 'WAITING', error: null, sent: null }))
    const made = (await withdraw(scriptedApp, player, { amount: '10.00', payment_method: 'nowpayments', payout_currency: 'btc' })).json<{
      status: string
      withdrawal_id: string
    }>()
    expect(made.status).toBe('WAITING')
    const body = {
      id: payoutId,
      batch_withdrawal_id: 'b9',
      status: 'FAILED',
      error: 'Network congestion',
      currency: 'eth',
      amount: '0.003',
      address: BTC_ADDRESS,
      unique_external_id: made.withdrawal_id,
    }
    const send = (payload: object) => signedIpn(scriptedApp, payload)
    scripted.says(payoutId, 'FAILED', 'Network congestion')
    const answers = await Promise.all([send(body), send(body), send({ ...body, status: 'REJECTED' })])
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(await withdrawableCents(t.db, player.userId)).toBe(5000)
    scripted.says(payoutId, 'FINISHED')
    expect(await send({ ...body, status: 'FINISHED' })).toMatchObject({ statusCode: 200 })
    expect(await withdrawableCents(t.db, player.userId)).toBe(5000)
    const failed = await t.db
      .selectFrom('payment_withdrawals')
      .select(['status', 'error'])
      .where('id', '=', made.withdrawal_id)
      .executeTakeFirstOrThrow()
    expect(failed).toEqual({ status: 'FAILED', error: 'The payout failed, so the amount is back in your withdrawable balance.' })
    const kept = await t.db
      .selectFrom('payment_withdrawals')
      .select('provider_error')
      .where('id', '=', made.withdrawal_id)
      .executeTakeFirstOrThrow()
    expect(kept.provider_error).toBe('Network congestion')

    const other = await fundedPlayer(5000)
    const finishedId = `p-ok-${other.userId}`
    scripted.answer(E.right({ batchId: 'b10', payoutId: finishedId, status: 'WAITING', error: null, sent: null }))
    await withdraw(scriptedApp, other, { amount: '10.00', payment_method: 'nowpayments', payout_currency: 'btc' })
    scripted.says(finishedId, 'FINISHED')
    await send({ ...body, id: finishedId, batch_withdrawal_id: 'b10', status: 'FINISHED', error: null, unique_external_id: undefined })
    const row = await t.db
      .selectFrom('payment_withdrawals')
      .select(['status', 'refunded_at'])
      .where('provider_payout_id', '=', finishedId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'FINISHED', refunded_at: null })
    expect(await withdrawableCents(t.db, other.userId)).toBe(4000)
  })
})
