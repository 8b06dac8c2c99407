import { SEND_REFUSED_MESSAGE } from '../../../server/payments/lightning-payouts.port'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOICE_EXPIRED_BEFORE_PAID } from '../../../server/operator/approve-withdrawal.use-case'
import { nowPaymentsUsdSatsRate } from '../../../server/payments/nowpayments/nowpayments-usd-sats-rate.adapter'
import { speedInstantSend } from '../../../server/payments/speed/speed-instant-send.adapter'
import { startFakeProvider, type FakeProvider } from '../payments/support/fake-provider'
import { bolt11Invoice } from '../../fakes/bolt11-invoice'
import { withdrawableCents } from '../payments/support/payments-harness'
import { FAKE_SPEED_KEY, startFakeSpeed, type FakeSpeed } from '../payments/support/fake-speed'
import { ENGINES } from '../support/test-database'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from './support/operator-harness'
import { moneyOf, requestLightningWithdrawal } from './support/withdrawals'

interface Row {
  id: string
  status: string
  stage: string
  error: string | null
  refunded: boolean
}

describe.each(ENGINES)('the withdrawal queue and its decisions on %s (sandbox Speed)', (engine) => {
  let h: OperatorHarness
  let cashier: TestOperator
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    cashier = await h.newOperator(['approve_withdrawals'])
  })
  afterAll(() => h.close())

  const mine = async (player: { headers: Record<string, string> }) =>
    (await h.get('/api/withdrawals', player)).json<{
      withdrawals: (Row & { reason: string | null; timeline: { step: string; reason: string | null }[] })[]
    }>().withdrawals

  it('lists pending, processing and failed withdrawals of both providers, oldest first, with the player, amount, destination and age', async () => {
    const player = await h.newPlayer(10_000)
    const first = await requestLightningWithdrawal(h, player, '6.00')
    h.clock.advance(60_000)
    const crypto = await h.post('/api/withdraw', player, {
      currency: 'USD',
      amount: '7.00',
      payment_method: 'nowpayments',
      payout_currency: 'btc',
      invoice: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    const cryptoId = crypto.json<{ withdrawal_id: string }>().withdrawal_id
    const res = await h.get('/api/operator/withdrawals?limit=200', cashier)
    expect(res.statusCode).toBe(200)
    const rows = res.json<{ withdrawals: (Row & { player: { id: number } })[] }>().withdrawals.filter((w) => w.player.id === player.userId)
    expect(rows.map((w) => [w.id, w.stage])).toEqual([
      [first, 'pending'],
      [cryptoId, 'processing'],
    ])
    expect(rows[0]).toMatchObject({
      amount_cents: 600,
      destination: 'ana@wallet.example',
      method: 'speed',
      age_seconds: expect.any(Number),
    })
    const pendingOnly = (await h.get('/api/operator/withdrawals?stage=pending&method=speed&limit=200', cashier)).json<{
      withdrawals: Row[]
    }>()
    expect(pendingOnly.withdrawals.every((w) => w.stage === 'pending')).toBe(true)
    expect((await h.post(`/api/operator/withdrawals/${cryptoId}/approve`, cashier, {})).statusCode).toBe(409)
  })

  it('approves a lightning withdrawal: paid once through the sandbox, SENT, and the player sees it sent on its timeline', async () => {
    const player = await h.newPlayer(5_000)
    const id = await requestLightningWithdrawal(h, player)
    const res = await h.post(`/api/operator/withdrawals/${id}/approve`, cashier, {})
    expect(res.statusCode).toBe(200)
    expect(res.json<{ withdrawal: Row }>().withdrawal).toMatchObject({ id, status: 'SENT', stage: 'sent', refunded: false })
    expect(await moneyOf(h.db, id)).toEqual({ debits: 1, refunds: 0, sends: 1 })
    expect(await withdrawableCents(h.db, player.userId)).toBe(3_500)
    const [listed] = await mine(player)
    expect(listed).toMatchObject({ id, stage: 'sent', reason: null })
    expect(listed!.timeline.map((s) => s.step)).toEqual(['requested', 'processing', 'sent'])
    const again = await h.post(`/api/operator/withdrawals/${id}/approve`, cashier, {})
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ status: 'SENT' })
    const audit = await h.db
      .selectFrom('operator_audit_log')
      .select(['action', 'before', 'after'])
      .where('target_id', '=', id)
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual(['withdrawal.approved', 'withdrawal.paid'])
    expect(audit[0]).toMatchObject({ before: { status: 'PENDING' }, after: { status: 'SENDING' } })
  })

  it('refunds once a send that fails, and the player sees the reason', async () => {
    const player = await h.newPlayer(5_000)
    const id = await requestLightningWithdrawal(h, player, '10.00', 'fail.wallet@wallet.example')
    const res = await h.post(`/api/operator/withdrawals/${id}/approve`, cashier, {})
    expect(res.json<{ withdrawal: Row }>().withdrawal).toMatchObject({ status: 'FAILED', refunded: true })
    expect(await moneyOf(h.db, id)).toEqual({ debits: 1, refunds: 1, sends: 1 })
    expect(await withdrawableCents(h.db, player.userId)).toBe(5_000)
    const [listed] = await mine(player)
    expect(listed!.reason).toMatch(/^The lightning payment failed/)
    expect(listed!.timeline.map((s) => s.step)).toEqual(['requested', 'processing', 'failed', 'refunded'])
  })

  it('rejects with a reason: refunded once, the reason shown to the player; approving or rejecting again does nothing', async () => {
    const player = await h.newPlayer(5_000)
    const id = await requestLightningWithdrawal(h, player)
    const reason = 'We could not verify this lightning address belongs to you.'
    const res = await h.post(`/api/operator/withdrawals/${id}/reject`, cashier, { reason })
    expect(res.statusCode).toBe(200)
    expect(res.json<{ withdrawal: Row }>().withdrawal).toMatchObject({ status: 'REJECTED', error: reason, refunded: true })
    expect((await h.post(`/api/operator/withdrawals/${id}/reject`, cashier, { reason })).statusCode).toBe(409)
    expect((await h.post(`/api/operator/withdrawals/${id}/approve`, cashier, {})).statusCode).toBe(409)
    expect(await moneyOf(h.db, id)).toEqual({ debits: 1, refunds: 1, sends: 0 })
    const [listed] = await mine(player)
    expect(listed).toMatchObject({ stage: 'failed', status: 'REJECTED', reason })
    expect(listed!.timeline.map((s) => [s.step, s.reason])).toEqual([
      ['requested', null],
      ['rejected', reason],
      ['refunded', reason],
    ])
    const blank = await h.post(`/api/operator/withdrawals/${await requestLightningWithdrawal(h, player)}/reject`, cashier, { reason: '  ' })
    expect(blank.statusCode).toBe(422)
  })

  it('refunds an invoice that expired while it waited, without calling Speed', async () => {
    const player = await h.newPlayer(5_000)
    const invoice = bolt11Invoice({ createdAtMs: h.clock.now().getTime(), expirySeconds: 15 * 60 })
    const id = await requestLightningWithdrawal(h, player, '10.00', invoice)
    h.clock.advance(20 * 60_000)
    const res = await h.post(`/api/operator/withdrawals/${id}/approve`, cashier, {})
    expect(res.json<{ withdrawal: Row }>().withdrawal).toMatchObject({
      status: 'FAILED',
      error: INVOICE_EXPIRED_BEFORE_PAID,
      refunded: true,
    })
    expect(await moneyOf(h.db, id)).toEqual({ debits: 1, refunds: 1, sends: 0 })
  })

  it('answers 404 for an unknown withdrawal and 403 to an operator without the permission', async () => {
    expect((await h.post('/api/operator/withdrawals/wd_AAAAAAAAAAAAAAAAAAAAAA/approve', cashier, {})).statusCode).toBe(404)
    const viewer = await h.newOperator(['view_players'])
    const denied = await h.get('/api/operator/withdrawals', viewer)
    expect(denied.statusCode).toBe(403)
    expect(denied.json()).toEqual({ message: 'You do not have the approve_withdrawals permission.' })
  })
})

describe.each(ENGINES)("approving through Speed's real adapter, against a local Speed, on %s", (engine) => {
  let h: OperatorHarness
  let speed: FakeSpeed
  let np: FakeProvider
  let cashier: TestOperator
  beforeAll(async () => {
    speed = await startFakeSpeed()
    // NOWPayments' "Get estimated price", the documented rate source: $15.00 is 0.00018 BTC.
    np = await startFakeProvider((r) =>
      r.path.startsWith('/estimate')
        ? { body: { amount_from: 15, currency_from: 'usd', currency_to: 'btc', estimated_amount: 0.00018 } }
        : { status: 404, body: { message: 'Not found' } },
    )
    h = await openOperatorHarness(engine, {
      ports: {
        LightningPayouts: speedInstantSend({ secretKey: FAKE_SPEED_KEY, apiUrl: speed.url }),
        UsdSatsRate: nowPaymentsUsdSatsRate({ apiKey: 'NP-KEY', apiUrl: np.url }),
      },
    })
    cashier = await h.newOperator(['approve_withdrawals'])
  })
  afterAll(async () => {
    await h.close()
    await speed.close()
    await np.close()
  })

  it('sends sats at the documented rate and records the USD debited, what was sent, the rate and the fee (issue 26 §3)', async () => {
    const player = await h.newPlayer(5_000)
    const id = await requestLightningWithdrawal(h, player)
    speed.outcome = 'paid'
    const approved = await h.post(`/api/operator/withdrawals/${id}/approve`, cashier, {})
    expect(approved.json<{ withdrawal: Row }>().withdrawal).toMatchObject({ status: 'SENT', refunded: false })
    expect(np.requests.at(-1)?.path).toBe('/estimate?amount=15.00&currency_from=usd&currency_to=btc')
    expect(speed.requests.filter((r) => r.method === 'POST').at(-1)?.body).toMatchObject({ amount: 18_000, currency: 'SATS' })
    const row = await h.db
      .selectFrom('payment_withdrawals')
      .select(['amount_cents', 'sent_amount', 'sent_currency', 'exchange_rate', 'fee_amount', 'fee_currency'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      amount_cents: 1_500,
      sent_amount: '18000',
      sent_currency: 'SATS',
      exchange_rate: '1200.0000',
      fee_amount: '1',
      fee_currency: 'SATS',
    })
  })

  it('keeps an unpaid send SENDING with its id, and a re-check settles it once Speed says paid', async () => {
    const player = await h.newPlayer(5_000)
    const id = await requestLightningWithdrawal(h, player)
    speed.outcome = 'unpaid'
    const postsBefore = speed.requests.filter((r) => r.method === 'POST').length
    const approved = await h.post(`/api/operator/withdrawals/${id}/approve`, cashier, {})
    expect(approved.json<{ withdrawal: Row }>().withdrawal).toMatchObject({ status: 'SENDING', stage: 'processing' })
    expect(speed.requests.filter((r) => r.method === 'POST')).toHaveLength(postsBefore + 1)
    const send = [...speed.sends.values()].at(-1)
    const unchanged = await h.post(`/api/operator/withdrawals/${id}/recheck`, cashier, {})
    expect(unchanged.json()).toMatchObject({ changed: false, withdrawal: { status: 'SENDING' } })
    send!.status = 'paid'
    const settled = await h.post(`/api/operator/withdrawals/${id}/recheck`, cashier, {})
    expect(settled.json()).toMatchObject({ changed: true, withdrawal: { status: 'SENT', refunded: false } })
    expect(await withdrawableCents(h.db, player.userId)).toBe(3_500)
  })

  it('refunds a send Speed refuses (nothing sent), and keeps one it did not answer debited, with nothing to re-read', async () => {
    const player = await h.newPlayer(5_000)
    speed.outcome = 'refuse'
    const refused = await requestLightningWithdrawal(h, player)
    expect((await h.post(`/api/operator/withdrawals/${refused}/approve`, cashier, {})).json()).toMatchObject({
      withdrawal: { status: 'FAILED', error: SEND_REFUSED_MESSAGE, refunded: true },
    })
    const kept = await h.db.selectFrom('payment_withdrawals').select('provider_error').where('id', '=', refused).executeTakeFirstOrThrow()
    expect(kept.provider_error).toBe('Invalid withdraw request')
    speed.outcome = 'server-error'
    const unknown = await requestLightningWithdrawal(h, player)
    expect((await h.post(`/api/operator/withdrawals/${unknown}/approve`, cashier, {})).json()).toMatchObject({
      withdrawal: { status: 'SENDING', refunded: false },
    })
    const recheck = await h.post(`/api/operator/withdrawals/${unknown}/recheck`, cashier, {})
    expect(recheck.statusCode).toBe(409)
    expect(await withdrawableCents(h.db, player.userId)).toBe(3_500)
  })
})
