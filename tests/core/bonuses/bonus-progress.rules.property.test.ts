import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  formatMinutes,
  isTaskComplete,
  progressFraction,
  progressLabel,
  progressPercent,
  progressSpoken,
} from '../../../src/core/bonuses/bonus-progress.rules'
import { BONUS_TASKS } from '../../../src/core/bonuses/bonus-tasks'

const anyNumber = fc.oneof(fc.double(), fc.integer())
const amount = fc.integer({ min: -1_000_000, max: 1_000_000 })
const positive = fc.integer({ min: 1, max: 1_000_000 })

describe('progressFraction', () => {
  test.prop([anyNumber, anyNumber])('is always a number in [0, 1], whatever it is given', (done, target) => {
    const f = progressFraction(done, target)
    expect(Number.isNaN(f)).toBe(false)
    expect(f).toBeGreaterThanOrEqual(0)
    expect(f).toBeLessThanOrEqual(1)
  })

  test.prop([amount, amount, positive])('never falls as progress grows', (a, b, target) => {
    const [low, high] = a <= b ? [a, b] : [b, a]
    expect(progressFraction(low, target)).toBeLessThanOrEqual(progressFraction(high, target))
  })

  test.prop([amount, positive])('is 1 exactly when the target is reached', (done, target) => {
    expect(progressFraction(done, target) === 1).toBe(done >= target)
  })

  test.prop([amount, fc.integer({ min: -1_000_000, max: 0 })])('a target that is not positive measures nothing', (done, target) => {
    expect(progressFraction(done, target)).toBe(0)
  })

  test.prop([amount, positive])('the percentage is a whole number that only says 100 when done', (done, target) => {
    const p = progressPercent(done, target)
    expect(Number.isInteger(p)).toBe(true)
    expect(p === 100).toBe(done >= target)
  })
})

describe('formatMinutes', () => {
  test.prop([fc.integer({ min: 0, max: 99 * 60 + 59 })])('writes mm:ss that reads back to the same seconds', (seconds) => {
    const text = formatMinutes(seconds)
    expect(text).toMatch(/^\d{2}:[0-5]\d$/)
    const [m, s] = text.split(':').map(Number)
    expect((m ?? NaN) * 60 + (s ?? NaN)).toBe(seconds)
  })

  test.prop([fc.integer({ min: -1_000_000, max: -1 })])('counts negative time as zero', (seconds) => {
    expect(formatMinutes(seconds)).toBe('00:00')
  })
})

describe('the static bonus list', () => {
  // docs/product/screens-and-routes.md#daily-and-weekly
  it('shows the Daily and Weekly rows in order', () => {
    expect(BONUS_TASKS.map((t) => [t.title, progressLabel(t.progress)])).toEqual([
      ['Login for 1 Day', '1/1'],
      ['Chilli Heat', '$0.00/$100.00'],
      ['Buffalo King', '$0.00/$100.00'],
      ['45 min online', '25:00/50:00'],
    ])
  })

  it('only the login task is completed; the online task is half way', () => {
    expect(BONUS_TASKS.map((t) => isTaskComplete(t.progress))).toEqual([true, false, false, false])
    expect(BONUS_TASKS.map((t) => progressPercent(t.progress.done, t.progress.target))).toEqual([100, 0, 0, 50])
  })

  it('reads the progress out in words', () => {
    expect(BONUS_TASKS.map((t) => progressSpoken(t.progress))).toEqual(['1 of 1', '$0.00 of $100.00', '$0.00 of $100.00', '25:00 of 50:00'])
  })
})
