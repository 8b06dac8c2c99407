import * as E from 'fp-ts/Either'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { makeApplyPayoutReport } from '../../../server/payments/apply-payout-report.use-case'
import type { CryptoPayouts, PayoutReport } from '../../../server/payments/crypto-payouts.port'
import { dbReconcilerRuns } from '../../../server/payments/db-reconciler-runs.adapter'
import { dbWithdrawals } from '../../../server/payments/db-withdrawals.adapter'
import { refusedBy, unavailable } from '../../../server/payments/provider-result'
import { makeReceivePayoutIpn } from '../../../server/payments/receive-payout-ipn.use-case'
import { makeReconcileWithdrawals, NEVER_SENT_MESSAGE } from '../../../server/payments/reconcile-withdrawals.use-case'
import type { Withdrawals } from '../../../server/payments/withdrawals.port'
import type { InstantSendStatus, LightningPayouts } from '../../../server/payments/lightning-payouts.port'
import { createPlayer } from '../ledger/support/players'
import { dailyWithdrawalLimit } from '../../../server/vip/daily-withdrawal-limit'
import { readVipConfig } from '../../../server/vip/vip-config'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'
import { ROOMY_VIP_LIMITS } from '../support/roomy-vip-limits'

const CONCURRENT_PASSES = 4
const CRASHED = 30

/** The gateway's word on each payout, as the test sets it; a payout marked 'unreachable' gets no answer. */
const gateway = () => {
  const payouts = new Map<string, Omit<PayoutReport, 'batchId' | 'payoutId'>>()
  const port: CryptoPayouts = {
    available: true,
    checkPayout: () => async () => E.right(undefined),
    createPayout: () => {
      throw new Error('the reconciler never creates payouts')
    },
    readPayout: (ids) => async () => {
      const found = payouts.get(ids.payoutId)
      if (found?.status === 'unreachable') return unavailable('no answer')
      return found === undefined ? refusedBy(404, 'Payout not found') : E.right({ ...ids, ...found, sent: null })
    },
  }
  const says = (payoutId: string, status: string, reference: string | null) =>
    payouts.set(payoutId, { status, error: status === 'FAILED' ? 'Network congestion' : null, reference, sent: null })
  return { port, says }
}

/** Speed's word on each instant send, as the test sets it; 'unreachable' gets no answer. */
const speed = () => {
  const sends = new Map<string, InstantSendStatus | 'unreachable'>()
  const port: LightningPayouts = {
    send: () => {
      throw new Error('the reconciler never sends')
    },
    readSend: (id) => async () => {
      const status = sends.get(id)
      if (status === 'unreachable') return unavailable('no answer')
      if (status === undefined) return refusedBy(404, 'Instant send not found')
      return E.right({ id, status, failureReason: status === 'failed' ? 'No route found' : null, amount: 7500, currency: 'SATS', fees: 1 })
    },
  }
  return { port, says: (id: string, status: InstantSendStatus | 'unreachable') => sends.set(id, status) }
}

describe.each(ENGINES)('the withdrawal reconciler on %s', (engine) => {
  let t: TestDatabase
  let withdrawals: Withdrawals
  const np = gateway()
  const ln = speed()
  const reconcilerFor = (graceMs: number) =>
    makeReconcileWithdrawals({
      withdrawals,
      payouts: np.port,
      lightning: ln.port,
      applyReport: makeApplyPayoutReport({ withdrawals }),
      runs: dbReconcilerRuns(t.db),
      clock: { now: () => new Date() },
      claim: { limit: 10, leaseMs: 60_000, graceMs },
      onError: (w, err) => {
        throw new Error(`${w.id}: ${String(err)}`)
      },
    })
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    withdrawals = dbWithdrawals(t.db, kyselyLedger(t.db), {
      dailyLimit: dailyWithdrawalLimit(async () => readVipConfig(ROOMY_VIP_LIMITS)),
      clock: { now: () => new Date() },
    })
  })
  afterAll(() => t.close())

  const funded = async (cents: number) => {
    const userId = await createPlayer(t.db)
    await kyselyLedger(t.db).creditDeposit({ userId, amountCents: cents, idempotencyKey: `reconcile-test:${userId}` })()
    return userId
  }
  const newId = () => `wd_${randomBytes(16).toString('base64url')}`
  /** A withdrawal opened (recorded and debited) as the request does, left as a crash would leave it. */
  const opened = async (userId: number, method: 'speed' | 'nowpayments', status: 'DEBITED' | 'PENDING') => {
    const id = newId()
    expect(
      await withdrawals.open(
        {
          id,
          userId,
          method,
          amountCents: 1000,
          address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
          payoutCurrency: method === 'speed' ? null : 'btc',
        },
        status,
      )(),
    ).toEqual(E.right(undefined))
    return id
  }
  const state = async (id: string) => {
    const row = await t.db
      .selectFrom('payment_withdrawals')
      .select(['status', 'error', 'refunded_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const refunds = await t.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('idempotency_key', '=', `withdrawal-refund:${id}`)
      .execute()
    return { status: row.status, refunds: refunds.length, marked: row.refunded_at !== null }
  }
  const balance = async (userId: number) => (await kyselyLedger(t.db).balances(userId)).withdrawableCents

  it('refunds a crypto withdrawal debited but never sent (DEBITED), once, and records the run', async () => {
    const userId = await funded(5000)
    const id = await opened(userId, 'nowpayments', 'DEBITED')
    expect(await balance(userId)).toBe(4000)
    const run = await reconcilerFor(0)()
    expect(run).toMatchObject({ name: 'withdrawals', changed: expect.any(Number), failed: 0, error: null })
    expect(await state(id)).toEqual({ status: 'FAILED', refunds: 1, marked: true })
    expect((await t.db.selectFrom('payment_withdrawals').select('error').where('id', '=', id).executeTakeFirstOrThrow()).error).toBe(
      NEVER_SENT_MESSAGE,
    )
    expect(await balance(userId)).toBe(5000)
    await reconcilerFor(0)()
    expect(await state(id)).toEqual({ status: 'FAILED', refunds: 1, marked: true })
    expect(await dbReconcilerRuns(t.db).last('withdrawals')).toMatchObject({ name: 'withdrawals', failed: 0, error: null })
  })

  it('leaves a withdrawal a request may still be working on alone for the grace period', async () => {
    const userId = await funded(5000)
    const id = await opened(userId, 'nowpayments', 'DEBITED')
    await reconcilerFor(60_000)()
    expect(await state(id)).toEqual({ status: 'DEBITED', refunds: 0, marked: false })
    await reconcilerFor(0)()
    expect(await state(id)).toEqual({ status: 'FAILED', refunds: 1, marked: true })
  })

  it('keeps a payout whose request may have gone out (SUBMITTING) debited, as UNCONFIRMED, and leaves lightning ones PENDING', async () => {
    const userId = await funded(5000)
    const crypto = await opened(userId, 'nowpayments', 'DEBITED')
    expect(await withdrawals.move(crypto, 'SUBMITTING')).toBe(true)
    const lightning = await opened(userId, 'speed', 'PENDING')
    await reconcilerFor(0)()
    expect(await state(crypto)).toEqual({ status: 'UNCONFIRMED', refunds: 0, marked: false })
    expect(await state(lightning)).toEqual({ status: 'PENDING', refunds: 0, marked: false })
    expect(await balance(userId)).toBe(3000)
  })

  it('re-reads a payout whose IPN never came: FINISHED is final, FAILED is refunded once, an unknown status or no answer changes nothing', async () => {
    const userId = await funded(10_000)
    const truths = ['FINISHED', 'FAILED', 'in progress', 'unreachable', 'PROCESSING']
    const ids = await Promise.all(
      truths.map(async (truth) => {
        const id = await opened(userId, 'nowpayments', 'DEBITED')
        await withdrawals.move(id, 'SUBMITTING')
        await withdrawals.move(id, 'WAITING', { payout: { batchId: `b-${id}`, payoutId: `p-${id}` } })
        np.says(`p-${id}`, truth, id)
        return id
      }),
    )
    const run = await reconcilerFor(0)()
    expect(run.failed).toBe(1)
    expect(await Promise.all(ids.map(state))).toEqual([
      { status: 'FINISHED', refunds: 0, marked: false },
      { status: 'FAILED', refunds: 1, marked: true },
      { status: 'WAITING', refunds: 0, marked: false },
      { status: 'WAITING', refunds: 0, marked: false },
      { status: 'PROCESSING', refunds: 0, marked: false },
    ])
    // Final states never move, whatever the gateway says later; a payout never goes back a step.
    const apply = makeApplyPayoutReport({ withdrawals })
    const [finished, failed, , , processing] = await Promise.all(ids.map(async (id) => (await withdrawals.find(id))!))
    const report = (w: { id: string }, status: string) => ({
      batchId: `b-${w.id}`,
      payoutId: `p-${w.id}`,
      status,
      error: null,
      reference: w.id,
      sent: null,
    })
    expect(await apply(finished!, report(finished!, 'FAILED'))).toBe(false)
    expect(await apply(failed!, report(failed!, 'FAILED'))).toBe(false)
    expect(await apply(processing!, report(processing!, 'WAITING'))).toBe(false)
    expect(await apply(processing!, report({ id: 'wd_another' }, 'FINISHED'))).toBe(false)
    expect(await Promise.all([finished, failed, processing].map((w) => state(w!.id)))).toEqual([
      { status: 'FINISHED', refunds: 0, marked: false },
      { status: 'FAILED', refunds: 1, marked: true },
      { status: 'PROCESSING', refunds: 0, marked: false },
    ])
  })

  it('finds an UNCONFIRMED payout through its IPN (by the id we sent), re-read; with the gateway unreachable it keeps the ids for the reconciler', async () => {
    const userId = await funded(5000)
    const unconfirmed = async () => {
      const id = await opened(userId, 'nowpayments', 'DEBITED')
      await withdrawals.move(id, 'SUBMITTING')
      await withdrawals.move(id, 'UNCONFIRMED')
      return id
    }
    const ipn = makeReceivePayoutIpn({ withdrawals, payouts: np.port, applyReport: makeApplyPayoutReport({ withdrawals }) })
    const body = (id: string) => ({ id: `p-${id}`, batch_withdrawal_id: `b-${id}`, status: 'FINISHED', unique_external_id: id })

    const found = await unconfirmed()
    np.says(`p-${found}`, 'SENDING', found)
    expect(await ipn(body(found))).toBe('SENDING')
    expect(await withdrawals.find(found)).toMatchObject({ status: 'SENDING', batchId: `b-${found}`, payoutId: `p-${found}` })

    const later = await unconfirmed()
    np.says(`p-${later}`, 'unreachable', later)
    expect(await ipn(body(later))).toBe('deferred')
    expect(await withdrawals.find(later)).toMatchObject({ status: 'UNCONFIRMED', batchId: `b-${later}`, payoutId: `p-${later}` })
    np.says(`p-${later}`, 'FAILED', later)
    await reconcilerFor(0)()
    expect(await state(later)).toEqual({ status: 'FAILED', refunds: 1, marked: true })
    expect(await ipn({ ...body(later), unique_external_id: 'wd_not-ours' })).toBe('FAILED')
    expect(await ipn({ id: 'p-unknown', batch_withdrawal_id: 'b-unknown', status: 'FAILED' })).toBe('ignored')
  })

  it('repairs rows an earlier release left half-written: REQUESTED debited or not, refunded but not marked', async () => {
    const userId = await funded(10_000)
    const legacy = async (method: 'speed' | 'nowpayments', debited: boolean) => {
      const id = newId()
      await t.db
        .insertInto('payment_withdrawals')
        .values({ id, user_id: userId, method, amount_cents: 1000, address: 'x', payout_currency: null, status: 'REQUESTED' })
        .execute()
      if (debited) await kyselyLedger(t.db).debitWithdrawal({ userId, amountCents: 1000, idempotencyKey: `withdrawal:${id}` })()
      return id
    }
    const [speedDebited, cryptoDebited, neverDebited] = [
      await legacy('speed', true),
      await legacy('nowpayments', true),
      await legacy('nowpayments', false),
    ]
    const refundedUnmarked = await legacy('nowpayments', true)
    await t.db.updateTable('payment_withdrawals').set({ status: 'WAITING' }).where('id', '=', refundedUnmarked).execute()
    await kyselyLedger(t.db).refundWithdrawal({
      userId,
      withdrawalIdempotencyKey: `withdrawal:${refundedUnmarked}`,
      idempotencyKey: `withdrawal-refund:${refundedUnmarked}`,
    })()
    await reconcilerFor(0)()
    expect(await Promise.all([speedDebited, cryptoDebited, neverDebited, refundedUnmarked].map(state))).toEqual([
      { status: 'PENDING', refunds: 0, marked: false },
      { status: 'UNCONFIRMED', refunds: 0, marked: false },
      { status: 'REFUSED', refunds: 0, marked: false },
      { status: 'FAILED', refunds: 1, marked: true },
    ])
    expect(await balance(userId)).toBe(8000)
  })

  it(`refunds ${CRASHED} crashed withdrawals exactly once with ${CONCURRENT_PASSES} reconcilers running at once`, async () => {
    // What earlier tests left (an unanswered payout request goes to operators) is settled first.
    await reconcilerFor(0)()
    const userId = await funded(CRASHED * 1000)
    const ids = await Promise.all(Array.from({ length: CRASHED }, () => opened(userId, 'nowpayments', 'DEBITED')))
    expect(await balance(userId)).toBe(0)
    const runs = await Promise.all(Array.from({ length: CONCURRENT_PASSES }, () => reconcilerFor(0)()))
    const states = await Promise.all(ids.map(state))
    expect(states.filter((s) => s.status !== 'FAILED' || s.refunds !== 1 || !s.marked)).toEqual([])
    expect(runs.reduce((sum, r) => sum + r.changed, 0)).toBe(CRASHED)
    expect(await balance(userId)).toBe(CRASHED * 1000)
  })

  it('settles a lightning send an approval left unpaid once Speed answers, refunding a failed one once however many passes race', async () => {
    const userId = await funded(10_000)
    const approved = async (truth: InstantSendStatus | 'unreachable') => {
      const id = await opened(userId, 'speed', 'PENDING')
      expect(await withdrawals.move(id, 'SENDING')).toBe(true)
      await withdrawals.notePayout(id, { batchId: `is_${id}`, payoutId: `is_${id}` })
      ln.says(`is_${id}`, truth)
      return id
    }
    const [paid, failed, waiting, silent] = [
      await approved('paid'),
      await approved('failed'),
      await approved('unpaid'),
      await approved('unreachable'),
    ]
    expect(await balance(userId)).toBe(6000)
    await Promise.all(Array.from({ length: CONCURRENT_PASSES }, () => reconcilerFor(0)()))
    expect(await state(paid)).toEqual({ status: 'SENT', refunds: 0, marked: false })
    expect(await state(failed)).toEqual({ status: 'FAILED', refunds: 1, marked: true })
    expect(await state(waiting)).toEqual({ status: 'SENDING', refunds: 0, marked: false })
    expect(await state(silent)).toEqual({ status: 'SENDING', refunds: 0, marked: false })
    expect(await balance(userId)).toBe(7000)

    // Once its lease has run out, the next pass reads it again.
    ln.says(`is_${waiting}`, 'paid')
    await t.db
      .updateTable('payment_withdrawals')
      .set({ next_check_at: new Date(Date.now() - 1000) })
      .where('id', '=', waiting)
      .execute()
    await reconcilerFor(0)()
    expect(await state(waiting)).toEqual({ status: 'SENT', refunds: 0, marked: false })
    expect(await balance(userId)).toBe(7000)
  })
})
