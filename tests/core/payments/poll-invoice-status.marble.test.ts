import type { Observable } from 'rxjs'
import { TestScheduler } from 'rxjs/testing'
import { describe, expect, it } from 'vitest'
import { pollInvoiceStatus } from '../../../src/core/payments/poll-invoice-status'

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected))

/** A check whose n-th call answers the n-th status (the last one repeats) as `shape` says. */
const answering = (cold: (marbles: string, values: Record<string, string>) => Observable<string>, shape: string, statuses: string[]) => {
  let n = 0
  return () => cold(shape, { s: statuses[Math.min(n++, statuses.length - 1)] ?? 'pending' })
}

// Time in frames here: one tick every 5 frames.
describe('polling an invoice status (marbles)', () => {
  it('emits each answer and completes right after completed', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const check = answering(cold, '-(s|)', ['pending', 'pending', 'completed', 'pending'])
      expectObservable(pollInvoiceStatus(check, { everyMs: 5, maxPolls: 10 })).toBe('-a----b----(c|)', {
        a: 'pending',
        b: 'pending',
        c: 'completed',
      })
    })
  })

  it('treats COMPLETED in any case as the end', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const check = answering(cold, '-(s|)', ['COMPLETED'])
      expectObservable(pollInvoiceStatus(check, { everyMs: 5, maxPolls: 10 })).toBe('-(c|)', { c: 'COMPLETED' })
    })
  })

  it('skips a tick that comes while a check is still running', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const check = answering(cold, '-------(s|)', ['pending'])
      // ticks at 0, 5, 10: the one at 5 is skipped, so only two checks answer
      expectObservable(pollInvoiceStatus(check, { everyMs: 5, maxPolls: 3 })).toBe('-------a---------(b|)', { a: 'pending', b: 'pending' })
    })
  })

  it('completes after the maximum number of checks', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const check = answering(cold, '-(s|)', ['pending'])
      expectObservable(pollInvoiceStatus(check, { everyMs: 5, maxPolls: 3 })).toBe('-a----b----(c|)', {
        a: 'pending',
        b: 'pending',
        c: 'pending',
      })
    })
  })
})
