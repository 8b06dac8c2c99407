import { BehaviorSubject, Subject } from 'rxjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Balances } from '../../../src/core/wallet/balances'
import { makeWalletChanges } from '../../../src/core/wallet/wallet-changes'
import { makeWatchBalances } from '../../../src/core/wallet/watch-balances.use-case'
import { scriptedWallet } from '../../fakes/fake-wallet-ports'
import { recordingLogger } from '../../fakes/recording-logger'

const b = (total: number): Balances => ({ bonus: total, withdrawable: 0, thirdParty: 0, total })

describe('watch balances', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  const watch = (answers: Parameters<typeof scriptedWallet>[0], maxPolls = 100) => {
    const { wallet, calls } = scriptedWallet(answers)
    const log = recordingLogger()
    const visible = new BehaviorSubject(true)
    const refresh = new Subject<void>()
    const changes = makeWalletChanges()
    const seen: number[] = []
    const sub = makeWatchBalances({ wallet, logger: log.logger, changes, everyMs: 15_000, maxPolls })({
      visible$: visible,
      refresh$: refresh,
    }).subscribe((x) => seen.push(x.total))
    return { calls, visible, refresh, changes, seen, sub, errors: log.errors }
  }

  it('loads at once, then every 15 seconds', async () => {
    const w = watch([b(1000), b(900), b(800)])
    await vi.advanceTimersByTimeAsync(0)
    expect(w.seen).toEqual([1000])
    await vi.advanceTimersByTimeAsync(30_000)
    expect(w.seen).toEqual([1000, 900, 800])
    w.sub.unsubscribe()
  })

  it('reloads at once when money moves on the account', async () => {
    const w = watch([b(1000), b(3500)])
    await vi.advanceTimersByTimeAsync(0)
    w.changes.announce()
    await vi.advanceTimersByTimeAsync(0)
    expect(w.seen).toEqual([1000, 3500])
    w.sub.unsubscribe()
  })

  it('reloads at once when a round ends', async () => {
    const w = watch([b(1000), b(1250)])
    await vi.advanceTimersByTimeAsync(0)
    w.refresh.next()
    await vi.advanceTimersByTimeAsync(0)
    expect(w.seen).toEqual([1000, 1250])
    w.sub.unsubscribe()
  })

  it('stops polling while the page is hidden and reloads when it shows again', async () => {
    const w = watch([b(1000)])
    await vi.advanceTimersByTimeAsync(0)
    w.visible.next(false)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(w.calls()).toBe(1)
    w.visible.next(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(w.calls()).toBe(2)
    w.sub.unsubscribe()
  })

  it('gives up after maxPolls in one visible stretch', async () => {
    const w = watch([b(1000)], 3)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(w.calls()).toBe(3)
    w.sub.unsubscribe()
  })

  it('only logs a failed load and keeps going', async () => {
    const w = watch([{ _tag: 'Offline' }, b(700)])
    await vi.advanceTimersByTimeAsync(15_000)
    expect(w.seen).toEqual([700])
    expect(w.errors).toEqual([{ message: 'Error fetching wallet balance', detail: { _tag: 'Offline' } }])
    w.sub.unsubscribe()
  })
})
