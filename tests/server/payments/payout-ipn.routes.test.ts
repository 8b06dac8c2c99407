import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { dbSandboxObjects } from '../../../server/payments/sandbox/sandbox-objects'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { call, paymentsApp, signedInPlayer, withdrawableCents, type Player } from './support/payments-harness'
import { signedIpn } from './support/provider-signatures'

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const RACES = 30

interface Payout {
  readonly withdrawalId: string
  readonly batchId: string
  readonly payoutId: string
}

// The sandbox gateway keeps its payouts in the database: the test sets what the gateway says, as
// NOWPayments would after sending (FINISHED) or giving up (FAILED); IPN bodies only claim things.
describe.each(ENGINES)("payout IPNs against the gateway's own word on %s", (engine) => {
  let t: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    app = await paymentsApp(t.db)
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  const fundedPlayer = async (cents: number): Promise<Player> => {
    const player = await signedInPlayer(t.db)
    await kyselyLedger(t.db).creditDeposit({
      userId: player.userId,
      amountCents: cents,
      idempotencyKey: `ipn-test-deposit:${player.userId}`,
    })()
    return player
  }

  const cryptoWithdrawal = async (player: Player): Promise<Payout> => {
    const res = await call(app, player).post('/api/withdraw', {
      currency: 'USD',
      amount: '10.00',
      payment_method: 'nowpayments',
      payout_currency: 'btc',
      invoice: BTC_ADDRESS,
    })
    expect(res.json()).toMatchObject({ status: 'WAITING' })
    const withdrawalId = res.json<{ withdrawal_id: string }>().withdrawal_id
    const row = await t.db
      .selectFrom('payment_withdrawals')
      .select(['provider_batch_id', 'provider_payout_id'])
      .where('id', '=', withdrawalId)
      .executeTakeFirstOrThrow()
    return { withdrawalId, batchId: row.provider_batch_id ?? '', payoutId: row.provider_payout_id ?? '' }
  }

  const gatewaySays = (payout: Payout, status: string) =>
    dbSandboxObjects(t.db).update('np_payout', payout.batchId, (batch) => {
      const [first] = batch.withdrawals as Record<string, unknown>[]
      return {
        data: { ...batch, withdrawals: [{ ...first, status, error: status === 'FAILED' ? 'Network congestion' : null }] },
        answer: null,
      }
    })

  const ipn = (payout: Payout, status: string) => {
    const body = {
      id: payout.payoutId,
      batch_withdrawal_id: payout.batchId,
      status,
      error: status === 'FAILED' ? 'Network congestion' : null,
      currency: 'btc',
      amount: '0.00015',
      address: BTC_ADDRESS,
      unique_external_id: payout.withdrawalId,
    }
    return signedIpn(app, body)
  }

  const state = async (payout: Payout) => {
    const row = await t.db
      .selectFrom('payment_withdrawals')
      .select(['status', 'refunded_at'])
      .where('id', '=', payout.withdrawalId)
      .executeTakeFirstOrThrow()
    const refunds = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `withdrawal-refund:${payout.withdrawalId}`)
      .execute()
    return { status: row.status, refunded: row.refunded_at !== null, refunds: refunds.length }
  }

  it('keeps a FINISHED payout finished when a signed FAILED IPN follows: nothing is refunded', async () => {
    const player = await fundedPlayer(5000)
    const payout = await cryptoWithdrawal(player)
    await gatewaySays(payout, 'FINISHED')
    expect((await ipn(payout, 'FINISHED')).statusCode).toBe(200)
    expect((await ipn(payout, 'FAILED')).statusCode).toBe(200)
    expect(await state(payout)).toEqual({ status: 'FINISHED', refunded: false, refunds: 0 })
    expect(await withdrawableCents(t.db, player.userId)).toBe(4000)
  })

  it('refunds a payout the gateway failed once, and a FINISHED IPN after it changes nothing', async () => {
    const player = await fundedPlayer(5000)
    const payout = await cryptoWithdrawal(player)
    await gatewaySays(payout, 'FAILED')
    expect((await ipn(payout, 'FAILED')).statusCode).toBe(200)
    expect((await ipn(payout, 'FINISHED')).statusCode).toBe(200)
    expect(await state(payout)).toEqual({ status: 'FAILED', refunded: true, refunds: 1 })
    expect(await withdrawableCents(t.db, player.userId)).toBe(5000)
  })

  it('does not believe a signed FAILED IPN while the gateway still says WAITING', async () => {
    const player = await fundedPlayer(5000)
    const payout = await cryptoWithdrawal(player)
    expect((await ipn(payout, 'FAILED')).statusCode).toBe(200)
    expect(await state(payout)).toEqual({ status: 'WAITING', refunded: false, refunds: 0 })
    expect(await withdrawableCents(t.db, player.userId)).toBe(4000)
  })

  it('answers 2xx to an IPN with a status it does not know, and changes nothing', async () => {
    const player = await fundedPlayer(5000)
    const payout = await cryptoWithdrawal(player)
    await gatewaySays(payout, 'in progress')
    const res = await ipn(payout, 'in progress')
    expect(res.statusCode).toBe(200)
    expect(await state(payout)).toEqual({ status: 'WAITING', refunded: false, refunds: 0 })
  })

  it(`settles FINISHED and FAILED IPNs sent together as the gateway says, ${RACES} times: at most one refund, only for a failed payout`, async () => {
    const player = await fundedPlayer(RACES * 1000 + 5000)
    const wrong: string[] = []
    let expectedCents = RACES * 1000 + 5000
    for (let i = 0; i < RACES; i++) {
      const payout = await cryptoWithdrawal(player)
      const truth = i % 2 === 0 ? 'FINISHED' : 'FAILED'
      await gatewaySays(payout, truth)
      const order = i % 4 < 2 ? ['FINISHED', 'FAILED'] : ['FAILED', 'FINISHED']
      const answers = await Promise.all([...order, ...order].map((status) => ipn(payout, status)))
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200])
      const after = await state(payout)
      const expected =
        truth === 'FAILED' ? { status: 'FAILED', refunded: true, refunds: 1 } : { status: 'FINISHED', refunded: false, refunds: 0 }
      if (JSON.stringify(after) !== JSON.stringify(expected)) wrong.push(`${i} (${truth}): ${JSON.stringify(after)}`)
      if (truth === 'FINISHED') expectedCents -= 1000
    }
    expect(wrong).toEqual([])
    expect(await withdrawableCents(t.db, player.userId)).toBe(expectedCents)
  })
})
