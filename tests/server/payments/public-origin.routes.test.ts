import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { paymentsApp, sandboxPayments, signedInPlayer, type Player } from './support/payments-harness'

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

// Where providers call back is read from what the (sandbox) gateway was asked to store.
describe.each(ENGINES)('the callback and return addresses given to providers on %s', (engine) => {
  let t: TestDatabase
  let configured: FastifyInstance
  let local: FastifyInstance
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    configured = await paymentsApp(t.db, { payments: sandboxPayments({ publicUrl: 'https://casino.example' }) })
    local = await paymentsApp(t.db)
  })
  afterAll(async () => {
    await configured.close()
    await local.close()
    await t.close()
  })

  const asHost = (app: FastifyInstance, player: Player, host: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { ...player.headers, host } })

  const sandboxObject = async (kind: string, matches: (data: Record<string, unknown>) => boolean) => {
    const rows = await t.db.selectFrom('payment_sandbox_objects').select('data').where('kind', '=', kind).execute()
    return rows.map((r) => r.data).find(matches)
  }

  it('uses PUBLIC_URL whenever it is set, whatever Host header a request carries', async () => {
    const player = await signedInPlayer(t.db)
    const orderId = `MOB-${Date.now()}-${randomBytes(3).toString('hex')}`
    const res = await asHost(configured, player, 'evil.example', '/api/crypto/invoice', {
      amount: '5.00',
      currency: 'USD',
      order_id: orderId,
    })
    expect(res.json<{ invoice_url: string }>().invoice_url).toMatch(/^https:\/\/casino\.example\/api\/sandbox\/crypto\/checkout\//)
    expect(await sandboxObject('np_invoice', (d) => d.order_id === orderId)).toMatchObject({
      ipn_callback_url: 'https://casino.example/api/webhooks/nowpayments',
      success_url: 'https://casino.example/wallet',
    })

    await kyselyLedger(t.db).creditDeposit({ userId: player.userId, amountCents: 1000, idempotencyKey: `origin-test:${player.userId}` })()
    const withdrawn = await asHost(configured, player, 'evil.example', '/api/withdraw', {
      currency: 'USD',
      amount: '5.00',
      payment_method: 'nowpayments',
      payout_currency: 'btc',
      invoice: BTC_ADDRESS,
    })
    const id = withdrawn.json<{ withdrawal_id: string }>().withdrawal_id
    const payout = await sandboxObject(
      'np_payout',
      (d) => (d.withdrawals as { unique_external_id: string }[])[0]?.unique_external_id === id,
    )
    expect(payout).toMatchObject({ withdrawals: [{ ipn_callback_url: 'https://casino.example/api/webhooks/nowpayments' }] })
  })

  it("keeps the request's own origin in sandbox mode without PUBLIC_URL (local use)", async () => {
    const player = await signedInPlayer(t.db)
    const orderId = `MOB-${Date.now()}-${randomBytes(3).toString('hex')}`
    await asHost(local, player, 'localhost:5173', '/api/crypto/invoice', { amount: '5.00', currency: 'USD', order_id: orderId })
    expect(await sandboxObject('np_invoice', (d) => d.order_id === orderId)).toMatchObject({
      ipn_callback_url: 'http://localhost:5173/api/webhooks/nowpayments',
    })
  })
})
