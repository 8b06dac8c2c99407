import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { FILTER_ITEMS } from '../../../src/core/lobby/filter-items.rules'
import { FILTER_VISIBLE_COUNT, windowOf } from '../../../src/core/lobby/slider-window.rules'
import { stepRing, wrapIndex } from '../../../src/core/lobby/wrap-index.rules'

const items = fc.array(fc.integer(), { minLength: 1, maxLength: 30 })
const index = fc.integer({ min: -1000, max: 1000 })

describe('wrapIndex', () => {
  test.prop([index, fc.integer({ min: 1, max: 50 })])('always lands inside the ring', (i, length) => {
    const wrapped = wrapIndex(i, length)
    expect(wrapped).toBeGreaterThanOrEqual(0)
    expect(wrapped).toBeLessThan(length)
  })

  test.prop([index, fc.integer({ min: 1, max: 50 })])('a full turn comes back to the same place', (i, length) => {
    expect(stepRing(i, length, length)).toBe(wrapIndex(i, length))
  })

  test.prop([index, fc.integer({ min: 1, max: 50 })])('next then previous is no move', (i, length) => {
    expect(stepRing(stepRing(i, 1, length), -1, length)).toBe(wrapIndex(i, length))
  })
})

describe('windowOf', () => {
  test.prop([items, index])('shows three consecutive items, wrapping past the end', (list, start) => {
    const shown = windowOf(list, start, FILTER_VISIBLE_COUNT)
    expect(shown).toHaveLength(Math.min(FILTER_VISIBLE_COUNT, list.length))
    shown.forEach((item, i) => expect(item).toBe(list[wrapIndex(start + i, list.length)]))
  })

  test.prop([fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 30 }), index, fc.integer({ min: 0, max: 40 })])(
    'never shows an item twice',
    (list, start, size) => {
      const shown = windowOf(list, start, size)
      expect(new Set(shown).size).toBe(shown.length)
    },
  )

  it('an empty list shows nothing', () => {
    expect(windowOf([], 4)).toEqual([])
  })

  it('the filter starts on Home, Crash Games, Video Poker and wraps from the start to Settings', () => {
    const labels = (start: number) => windowOf(FILTER_ITEMS, start).map((i) => i.label)
    expect(labels(0)).toEqual(['Home', 'Crash Games', 'Video Poker'])
    expect(labels(-1)).toEqual(['Settings', 'Home', 'Crash Games'])
    expect(labels(6)).toEqual(['Games', 'Settings', 'Home'])
    expect(labels(8)).toEqual(labels(0))
  })
})
