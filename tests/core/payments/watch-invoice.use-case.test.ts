import * as E from 'fp-ts/Either'
import * as TE from 'fp-ts/TaskEither'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { GatewayError } from '../../../src/core/shared/gateway-error'
import { makeBalanceChanges } from '../../../src/core/balances/balance-changes'
import { makeWatchInvoice } from '../../../src/core/payments/watch-invoice.use-case'
import { fakePaymentsGateway } from '../../fakes/fake-payments-gateway'
import { recordingLogger } from '../../fakes/recording-logger'

type Reply = string | GatewayError

/** Answers the statuses in turn (the last one repeats), each after `delayMs` of (fake) time. */
const statuses = (replies: readonly Reply[], delayMs = 0) => {
  let i = 0
  return (): TE.TaskEither<GatewayError, string> => () => {
    const reply = replies[Math.min(i++, replies.length - 1)] ?? 'pending'
    const answer = typeof reply === 'string' ? E.right(reply) : E.left(reply)
    return delayMs === 0 ? Promise.resolve(answer) : new Promise((resolve) => setTimeout(() => resolve(answer), delayMs))
  }
}

const setup = (replies: readonly Reply[], options: { delayMs?: number; maxPolls?: number } = {}) => {
  const payments = fakePaymentsGateway({ paymentStatus: statuses(replies, options.delayMs), updateTransaction: () => TE.right(undefined) })
  const log = recordingLogger()
  const changes = makeBalanceChanges()
  let announced = 0
  changes.changes$.subscribe(() => {
    announced += 1
  })
  const watch = makeWatchInvoice({
    payments: payments.gateway,
    logger: log.logger,
    changes,
    maxPolls: options.maxPolls ?? 100,
  })
  const seen: string[] = []
  let completed = false
  let settledBeforeCompleted = false
  const subscription = watch('inv-7').subscribe({
    next: (s) => {
      seen.push(s)
      if (s === 'completed') settledBeforeCompleted = announced === 1 && payments.methods().includes('updateTransaction')
    },
    complete: () => {
      completed = true
    },
  })
  const checks = () => payments.calls.filter((c) => c.method === 'paymentStatus').length
  return {
    payments,
    log,
    seen,
    subscription,
    checks,
    isCompleted: () => completed,
    announced: () => announced,
    settledBeforeCompleted: () => settledBeforeCompleted,
  }
}

describe('watching an invoice', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('checks at once, then every 5000 ms, emitting each status', async () => {
    const w = setup(['pending', 'pending', 'pending'])
    await vi.advanceTimersByTimeAsync(0)
    expect(w.checks()).toBe(1)
    await vi.advanceTimersByTimeAsync(4999)
    expect(w.checks()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(w.checks()).toBe(2)
    await vi.advanceTimersByTimeAsync(5000)
    expect(w.seen).toEqual(['pending', 'pending', 'pending'])
    w.subscription.unsubscribe()
  })

  it('asks about the invoice it watches', async () => {
    const w = setup(['pending'])
    await vi.advanceTimersByTimeAsync(0)
    expect(w.payments.calls[0]).toEqual({ method: 'paymentStatus', arg: 'inv-7' })
    w.subscription.unsubscribe()
  })

  it('stops after completed: settles the transaction, announces it, then emits completed and asks nothing more', async () => {
    const w = setup(['pending', 'completed'])
    await vi.advanceTimersByTimeAsync(0)
    expect(w.announced()).toBe(0)
    await vi.advanceTimersByTimeAsync(5000)
    expect(w.announced()).toBe(1)
    expect(w.seen).toEqual(['pending', 'completed'])
    // The page leaves on 'completed': by then the transaction is settled and the balances told.
    expect(w.settledBeforeCompleted()).toBe(true)
    expect(w.payments.methods()).toEqual(['paymentStatus', 'paymentStatus', 'updateTransaction'])
    expect(w.isCompleted()).toBe(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(w.checks()).toBe(2)
  })

  it('stops asking when the page is left (unsubscribe)', async () => {
    const w = setup(['pending'])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(w.checks()).toBe(3)
    w.subscription.unsubscribe()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(w.checks()).toBe(3)
    expect(w.seen).toEqual(['pending', 'pending', 'pending'])
  })

  it('gives up after the maximum number of checks', async () => {
    const w = setup(['pending'], { maxPolls: 4 })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(w.checks()).toBe(4)
    expect(w.isCompleted()).toBe(true)
    expect(w.seen).not.toContain('completed')
  })

  it('skips ticks while a slow check is still running', async () => {
    const w = setup(['pending'], { delayMs: 12_000 })
    await vi.advanceTimersByTimeAsync(11_000)
    expect(w.checks()).toBe(1)
    await vi.advanceTimersByTimeAsync(1_000) // the first answer lands at 12 s; ticks at 5 s and 10 s were skipped
    await vi.advanceTimersByTimeAsync(3_000) // the 15 s tick starts the second check
    expect(w.checks()).toBe(2)
    w.subscription.unsubscribe()
  })

  it('logs a failed check and tries again on the next tick', async () => {
    const w = setup([{ _tag: 'Offline' }, 'completed'])
    await vi.advanceTimersByTimeAsync(5000)
    expect(w.log.errors).toEqual([{ message: 'Error checking payment status', detail: { _tag: 'Offline' } }])
    expect(w.seen).toEqual(['completed'])
  })
})
