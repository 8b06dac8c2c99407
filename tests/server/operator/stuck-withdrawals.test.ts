import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightningPayouts } from '../../../server/payments/lightning-payouts.port'
import { unavailable } from '../../../server/payments/provider-result'
import { sandboxInstantSend } from '../../../server/payments/sandbox/sandbox-instant-send'
import { dbSandboxObjects } from '../../../server/payments/sandbox/sandbox-objects'
import { LOST_PAYOUT_REQUEST, LOST_SEND_TO_ADDRESS, refusedRetry } from '../../../server/payments/withdrawal-decision.rules'
import { bolt11Invoice } from '../../fakes/bolt11-invoice'
import { withdrawableCents } from '../payments/support/payments-harness'
import { ENGINES } from '../support/test-database'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from './support/operator-harness'
import { moneyOf, requestLightningWithdrawal } from './support/withdrawals'

/**
 * Speed's answer to a send is lost: `before` loses it before the request reaches Speed, `after`
 * once Speed has acted on it (a timeout, a crash between committing SENDING and the answer).
 */
class LosingSpeed {
  inner: LightningPayouts | null = null
  losing: 'no' | 'before' | 'after' = 'no'
  readonly port: LightningPayouts = {
    send: (request) => async () => {
      if (this.inner === null) throw new Error('no Speed sandbox yet')
      if (this.losing === 'before') return unavailable('timed out')
      const sent = await this.inner.send(request)()
      return this.losing === 'after' ? unavailable('timed out') : sent
    },
    readSend: (id) => async () => {
      if (this.inner === null) throw new Error('no Speed sandbox yet')
      return this.inner.readSend(id)()
    },
  }
}

/**
 * Every withdrawal state has a way out: what the provider can be asked, the reconciler asks; what
 * it cannot, two different operators decide (one proposes, another confirms), each step audited.
 */
describe.each(ENGINES)('withdrawals nothing automatic can finish, on %s', (engine) => {
  let h: OperatorHarness
  let alice: TestOperator
  let bob: TestOperator
  const speed = new LosingSpeed()
  beforeAll(async () => {
    h = await openOperatorHarness(engine, { ports: { LightningPayouts: speed.port } })
    speed.inner = sandboxInstantSend({ objects: dbSandboxObjects(h.db), clock: h.clock })
    alice = await h.newOperator(['approve_withdrawals'])
    bob = await h.newOperator(['approve_withdrawals'])
  })
  afterAll(() => h.close())

  const reconcile = () => h.graph.payments.reconcileWithdrawals(() => undefined)()
  const statusOf = async (id: string) =>
    (await h.db.selectFrom('payment_withdrawals').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
  const approveLosing = async (id: string, losing: 'before' | 'after') => {
    speed.losing = losing
    const res = await h.post(`/api/operator/withdrawals/${id}/approve`, alice, {})
    speed.losing = 'no'
    expect(res.json()).toMatchObject({ withdrawal: { status: 'SENDING', decision: null } })
  }
  const decisionQueue = async (who: TestOperator) => {
    const res = await h.get('/api/operator/withdrawals?stage=decision', who)
    expect(res.statusCode).toBe(200)
    return res.json<{ withdrawals: { id: string; decision: unknown }[] }>().withdrawals
  }

  it('pays an invoice again when its send was lost before Speed: once, SENT', async () => {
    const player = await h.newPlayer(2_000)
    const invoice = bolt11Invoice({ createdAtMs: h.clock.now().getTime(), expirySeconds: 3600 })
    const id = await requestLightningWithdrawal(h, player, '10.00', invoice)
    await approveLosing(id, 'before')
    await reconcile()
    expect(await statusOf(id)).toBe('SENT')
    expect(await moneyOf(h.db, id)).toEqual({ debits: 1, refunds: 0, sends: 1 })
  })

  it('hands a lost send to operators when Speed refuses the invoice again (it paid it the first time)', async () => {
    const player = await h.newPlayer(2_000)
    const invoice = bolt11Invoice({ createdAtMs: h.clock.now().getTime(), expirySeconds: 3600 })
    const id = await requestLightningWithdrawal(h, player, '10.00', invoice)
    await approveLosing(id, 'after')
    await reconcile()
    await reconcile()
    expect(await statusOf(id)).toBe('SENDING')
    expect(await moneyOf(h.db, id)).toEqual({ debits: 1, refunds: 0, sends: 1 })
    const queued = (await decisionQueue(alice)).find((w) => w.id === id)
    expect(queued?.decision).toMatchObject({ why: refusedRetry('This invoice has been paid already.'), proposal: null })
  })

  it('settles a lost send to a lightning address with two operators: the proposer cannot confirm; a refund happens once', async () => {
    const player = await h.newPlayer(2_000)
    const id = await requestLightningWithdrawal(h, player, '10.00', 'ana@wallet.example')
    await approveLosing(id, 'before')
    // Before the reconciler hands it over, nobody can decide it.
    expect(
      (await h.post(`/api/operator/withdrawals/${id}/decision`, alice, { outcome: 'refunded', reason: 'Not in Speed.' })).statusCode,
    ).toBe(409)
    await reconcile()
    expect((await decisionQueue(bob)).find((w) => w.id === id)?.decision).toMatchObject({ why: LOST_SEND_TO_ADDRESS, proposal: null })

    const noReference = await h.post(`/api/operator/withdrawals/${id}/decision`, alice, { outcome: 'paid', reason: 'Speed shows it.' })
    expect(noReference.statusCode).toBe(422)
    expect(noReference.json()).toMatchObject({ errors: { reference: [expect.stringContaining('reference')] } })
    const proposed = await h.post(`/api/operator/withdrawals/${id}/decision`, alice, {
      outcome: 'paid',
      reference: 'is_0123456789abcdef',
      reason: 'Speed shows it paid.',
    })
    expect(proposed.json()).toMatchObject({
      withdrawal: {
        status: 'SENDING',
        decision: { proposal: { outcome: 'paid', reference: 'is_0123456789abcdef', proposed_by: { id: alice.id } } },
      },
    })
    expect((await h.post(`/api/operator/withdrawals/${id}/decision/confirm`, alice, {})).statusCode).toBe(403)
    expect((await h.post(`/api/operator/withdrawals/${id}/decision`, bob, { outcome: 'refunded', reason: 'Not there.' })).statusCode).toBe(
      409,
    )
    const declined = await h.post(`/api/operator/withdrawals/${id}/decision/decline`, bob, { reason: 'That send is another withdrawal’s.' })
    expect(declined.json()).toMatchObject({ withdrawal: { decision: { proposal: null } } })
    await h.post(`/api/operator/withdrawals/${id}/decision`, bob, { outcome: 'refunded', reason: 'No send in Speed for it.' })

    const [first, second] = await Promise.all([
      h.post(`/api/operator/withdrawals/${id}/decision/confirm`, alice, {}),
      h.post(`/api/operator/withdrawals/${id}/decision/confirm`, alice, {}),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409])
    expect(await statusOf(id)).toBe('FAILED')
    expect(await moneyOf(h.db, id)).toEqual({ debits: 1, refunds: 1, sends: 0 })
    expect(await withdrawableCents(h.db, player.userId)).toBe(2_000)
    const audit = await h.db
      .selectFrom('operator_audit_log')
      .select(['action', 'operator_id'])
      .where('target_id', '=', id)
      .where('action', 'like', 'withdrawal.decision_%')
      .orderBy('id')
      .execute()
    expect(audit.map((a) => [a.action, Number(a.operator_id)])).toEqual([
      ['withdrawal.decision_proposed', alice.id],
      ['withdrawal.decision_declined', bob.id],
      ['withdrawal.decision_proposed', bob.id],
      ['withdrawal.decision_confirmed', alice.id],
    ])
    expect(await decisionQueue(alice)).not.toContainEqual(expect.objectContaining({ id }))
  })

  it('hands an unanswered crypto payout request to operators; marked paid, it is FINISHED with the reference and never refunded', async () => {
    const player = await h.newPlayer(2_000)
    const id = `wd_stuckcrypto${player.userId}x`
    await h.db
      .insertInto('payment_withdrawals')
      .values({
        id,
        user_id: player.userId,
        method: 'nowpayments',
        amount_cents: 1_000,
        address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
        payout_currency: 'btc',
        status: 'UNCONFIRMED',
      })
      .execute()
    await reconcile()
    expect((await decisionQueue(alice)).find((w) => w.id === id)?.decision).toMatchObject({ why: LOST_PAYOUT_REQUEST })
    await h.post(`/api/operator/withdrawals/${id}/decision`, bob, {
      outcome: 'paid',
      reference: '5000000713',
      reason: 'NOWPayments lists it, finished.',
    })
    const confirmed = await h.post(`/api/operator/withdrawals/${id}/decision/confirm`, alice, {})
    expect(confirmed.json()).toMatchObject({ withdrawal: { status: 'FINISHED', refunded: false } })
    const row = await h.db.selectFrom('payment_withdrawals').select(['provider_payout_id']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.provider_payout_id).toBe('5000000713')
  })

  it('refuses decisions to a player and to an operator without the permission', async () => {
    const player = await h.newPlayer(0)
    const viewer = await h.newOperator(['view_players'])
    const url = '/api/operator/withdrawals/wd_0123456789abcdef/decision'
    expect((await h.post(url, null, { outcome: 'refunded', reason: 'abc' })).statusCode).toBe(401)
    expect((await h.post(url, player, { outcome: 'refunded', reason: 'abc' })).statusCode).toBe(403)
    expect((await h.post(url, viewer, { outcome: 'refunded', reason: 'abc' })).statusCode).toBe(403)
    expect((await h.post(`${url}/confirm`, viewer, {})).statusCode).toBe(403)
  })
})
