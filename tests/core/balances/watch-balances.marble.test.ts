import type { Observable } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import type { Balances } from '../../../src/core/balances/balances'
import type { BalanceEvent, BalanceStream, BalanceStreamError } from '../../../src/core/balances/balance-stream.port'
import { makeWatchBalances } from '../../../src/core/balances/watch-balances.use-case'
import { recordingLogger } from '../../fakes/recording-logger'

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected))

const b = (total: number): Balances => ({ bonus: 0, withdrawable: total, thirdParty: 0, total })
const ev = (id: string, total: number): BalanceEvent => ({ id, balances: b(total) })
const DROPPED: BalanceStreamError = { _tag: 'StreamDropped' }
const OFFLINE: BalanceStreamError = { _tag: 'Offline' }

type Cold = <T>(marbles: string, values?: Record<string, T>, error?: unknown) => Observable<T>

/**
 * A stream whose n-th opening plays the n-th script (the last repeats), recording when each
 * opening happened and where it asked to resume.
 */
const scripted = (
  cold: Cold,
  now: () => number,
  scripts: ReadonlyArray<readonly [string, Record<string, BalanceEvent>?, BalanceStreamError?]>,
) => {
  const opened: Array<{ readonly at: number; readonly resumeAfter: string | null }> = []
  const stream: BalanceStream = {
    open: (resumeAfter) => {
      const [marbles, values, error] = scripts[Math.min(opened.length, scripts.length - 1)] ?? ['-']
      opened.push({ at: now(), resumeAfter })
      return cold<BalanceEvent>(marbles, values, error)
    },
  }
  return { stream, opened }
}

/** Jitter pinned to none: each wait is the full doubling. */
const noJitter = { nextInt: () => 0 }
const backoff = { firstMs: 10, maxMs: 40 }

// Time in frames (1 ms each): waits of 10, 20, 40, 40… frames. Visibility is cold: like the page's,
// it says where it stands to each new subscriber.
describe('the live balance (marbles)', () => {
  it('opens while signed in and visible and emits each event’s balances', () => {
    const t = scheduler()
    t.run(({ cold, hot, expectObservable }) => {
      const { stream, opened } = scripted(cold, () => t.now(), [['a-b-c', { a: ev('1', 1000), b: ev('2', 900), c: ev('3', 1250) }]])
      const watch = makeWatchBalances({ stream, logger: recordingLogger().logger, random: noJitter, backoff })
      const out = watch({ account$: hot('a', { a: 'tok' }), visible$: cold('v', { v: true }) })
      expectObservable(out).toBe('a-b-c', { a: b(1000), b: b(900), c: b(1250) })
      t.flush()
      expect(opened).toEqual([{ at: 0, resumeAfter: null }])
    })
  })

  it('reopens a dropped stream after the first wait, resuming after the last event seen', () => {
    const t = scheduler()
    t.run(({ cold, hot, expectObservable }) => {
      const { stream, opened } = scripted(cold, () => t.now(), [
        ['a-b-#', { a: ev('1', 1000), b: ev('2', 900) }, DROPPED],
        ['c', { c: ev('3', 700) }],
      ])
      const log = recordingLogger()
      const out = makeWatchBalances({ stream, logger: log.logger, random: noJitter, backoff })({
        account$: hot('a', { a: 'tok' }),
        visible$: cold('v', { v: true }),
      })
      expectObservable(out).toBe('a-b- 10ms c', { a: b(1000), b: b(900), c: b(700) })
      t.flush()
      expect(opened).toEqual([
        { at: 0, resumeAfter: null },
        { at: 14, resumeAfter: '2' },
      ])
      // A drop is routine: nothing logged.
      expect(log.errors).toEqual([])
    })
  })

  it('waits longer after each failure in a row, up to the cap, and logs a stream that cannot open', () => {
    const t = scheduler()
    t.run(({ cold, hot }) => {
      const { stream, opened } = scripted(cold, () => t.now(), [['#', {}, OFFLINE]])
      const log = recordingLogger()
      const sub = makeWatchBalances({ stream, logger: log.logger, random: noJitter, backoff })({
        account$: hot('a', { a: 'tok' }),
        visible$: cold('v', { v: true }),
      }).subscribe()
      t.schedule(() => sub.unsubscribe(), 200)
      t.flush()
      expect(opened.map((o) => o.at)).toEqual([0, 10, 30, 70, 110, 150, 190])
      expect(log.errors[0]).toEqual({ message: 'Error fetching wallet balance', detail: OFFLINE })
      expect(log.errors).toHaveLength(7)
    })
  })

  it('starts the waits again from the first once an event has arrived', () => {
    const t = scheduler()
    t.run(({ cold, hot }) => {
      const { stream, opened } = scripted(cold, () => t.now(), [
        ['#', {}, OFFLINE],
        ['#', {}, OFFLINE],
        ['a#', { a: ev('5', 10) }, DROPPED],
        ['-'],
      ])
      const sub = makeWatchBalances({ stream, logger: recordingLogger().logger, random: noJitter, backoff })({
        account$: hot('a', { a: 'tok' }),
        visible$: cold('v', { v: true }),
      }).subscribe()
      t.flush()
      // fails at 0 (wait 10), fails at 10 (wait 20), opens at 30, event, drops at 31 (wait 10 again)
      expect(opened.map((o) => o.at)).toEqual([0, 10, 30, 41])
      expect(opened[3]?.resumeAfter).toBe('5')
      sub.unsubscribe()
    })
  })

  it('shortens each wait by up to half with jitter, so tabs do not all return at once', () => {
    const t = scheduler()
    t.run(({ cold, hot }) => {
      const { stream, opened } = scripted(cold, () => t.now(), [['#', {}, OFFLINE], ['-']])
      const sub = makeWatchBalances({ stream, logger: recordingLogger().logger, random: { nextInt: () => 999 }, backoff })({
        account$: hot('a', { a: 'tok' }),
        visible$: cold('v', { v: true }),
      }).subscribe()
      t.flush()
      expect(opened.map((o) => o.at)).toEqual([0, 5])
      sub.unsubscribe()
    })
  })

  it('closes the stream while the page is hidden and resumes where it was when shown again', () => {
    const t = scheduler()
    t.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      let opens = 0
      const first = cold<BalanceEvent>('a-b---', { a: ev('1', 1000), b: ev('2', 900) })
      const second = cold<BalanceEvent>('--c', { c: ev('4', 400) })
      const resumes: Array<string | null> = []
      const stream: BalanceStream = {
        open: (resumeAfter) => {
          resumes.push(resumeAfter)
          return opens++ === 0 ? first : second
        },
      }
      const visible = cold('v----h----v', { v: true, h: false })
      const out = makeWatchBalances({ stream, logger: recordingLogger().logger, random: noJitter, backoff })({
        account$: hot('a', { a: 'tok' }),
        visible$: visible,
      })
      expectObservable(out).toBe('a-b---------c', { a: b(1000), b: b(900), c: b(400) })
      expectSubscriptions(first.subscriptions).toBe('^----!')
      t.flush()
      expect(resumes).toEqual([null, '2'])
    })
  })

  it('closes on sign-out, and a new player starts afresh rather than resuming the last one', () => {
    const t = scheduler()
    t.run(({ cold, hot, expectObservable }) => {
      const resumes: Array<string | null> = []
      let opens = 0
      const stream: BalanceStream = {
        open: (resumeAfter) => {
          resumes.push(resumeAfter)
          return opens++ === 0 ? cold<BalanceEvent>('a---', { a: ev('9', 1000) }) : cold<BalanceEvent>('b', { b: ev('3', 50) })
        },
      }
      const out = makeWatchBalances({ stream, logger: recordingLogger().logger, random: noJitter, backoff })({
        account$: hot<string | null>('a--n--c', { a: 'tok-a', n: null, c: 'tok-c' }),
        visible$: cold('v', { v: true }),
      })
      expectObservable(out).toBe('a-----b', { a: b(1000), b: b(50) })
      t.flush()
      expect(resumes).toEqual([null, null])
    })
  })
})
