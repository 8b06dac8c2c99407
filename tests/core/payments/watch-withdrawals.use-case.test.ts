import * as TE from 'fp-ts/TaskEither'
import { BehaviorSubject } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PlayerWithdrawal } from '../../../src/core/payments/payments'
import { makeBalanceChanges } from '../../../src/core/balances/balance-changes'
import { makeWatchWithdrawals } from '../../../src/core/payments/watch-withdrawals.use-case'
import { recordingLogger } from '../../fakes/recording-logger'

const w = (stage: PlayerWithdrawal['stage']): PlayerWithdrawal => ({
  id: `wd_${stage}`,
  method: 'speed',
  amountCents: 1000,
  destination: 'ana@wallet.example',
  stage,
  reason: null,
  refunded: false,
  createdAt: '2030-01-01T00:00:00Z',
  timeline: [],
})

describe('watch withdrawals', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  /** The n-th load answers the n-th list (the last repeats); `null` answers a failure. */
  const watch = (answers: ReadonlyArray<readonly PlayerWithdrawal[] | null>) => {
    let n = 0
    const myWithdrawals = () => {
      const answer = answers[Math.min(n++, answers.length - 1)] ?? null
      return answer === null ? TE.left({ _tag: 'Offline' } as const) : TE.right(answer)
    }
    const log = recordingLogger()
    const visible = new BehaviorSubject(true)
    const changes = makeBalanceChanges()
    const seen: string[][] = []
    const sub = makeWatchWithdrawals({ payments: { myWithdrawals }, logger: log.logger, changes, everyMs: 5_000 })({
      visible$: visible,
    }).subscribe((list) => seen.push(list.map((x) => x.stage)))
    return { loads: () => n, visible, changes, seen, sub, errors: log.errors }
  }

  it('reads again every 5 s while one is open, and stops once all are settled', async () => {
    const t = watch([[w('pending')], [w('processing')], [w('sent')]])
    await vi.advanceTimersByTimeAsync(0)
    expect(t.seen).toEqual([['pending']])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(t.seen).toEqual([['pending'], ['processing'], ['sent']])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.loads()).toBe(3)
    t.sub.unsubscribe()
  })

  it('never polls when nothing is open, but reloads when money moves on the account', async () => {
    const t = watch([[w('sent')], [w('pending'), w('sent')], [w('sent'), w('sent')]])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.loads()).toBe(1)
    t.changes.announce()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(t.seen).toEqual([['sent'], ['pending', 'sent'], ['sent', 'sent']])
    t.sub.unsubscribe()
  })

  it('stops while the tab is hidden and reads again when it shows', async () => {
    const t = watch([[w('pending')]])
    await vi.advanceTimersByTimeAsync(0)
    t.visible.next(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(t.loads()).toBe(1)
    t.visible.next(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(t.loads()).toBe(2)
    t.sub.unsubscribe()
  })

  it('logs a failed read and keeps the list it had', async () => {
    const t = watch([[w('sent')], null])
    await vi.advanceTimersByTimeAsync(0)
    t.changes.announce()
    await vi.advanceTimersByTimeAsync(0)
    expect(t.seen).toEqual([['sent']])
    expect(t.errors).toHaveLength(1)
    t.sub.unsubscribe()
  })
})
