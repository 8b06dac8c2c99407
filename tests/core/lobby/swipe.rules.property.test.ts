import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { SWIPE_THRESHOLD_PX, swipeStep } from '../../../src/core/lobby/swipe.rules'

const px = fc.integer({ min: -2000, max: 2000 })

describe('swipeStep', () => {
  test.prop([px, px])('moves only when the horizontal drag is over 50 px and dominates', (dx, dy) => {
    const step = swipeStep({ dx, dy })
    const moves = Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dy) <= Math.abs(dx)
    expect(step !== 0).toBe(moves)
  })

  test.prop([fc.integer({ min: SWIPE_THRESHOLD_PX + 1, max: 2000 })])('left is next, right is previous', (d) => {
    expect(swipeStep({ dx: -d, dy: 0 })).toBe(1)
    expect(swipeStep({ dx: d, dy: 0 })).toBe(-1)
  })

  test.prop([px, px])('mirroring the drag mirrors the step', (dx, dy) => {
    expect(swipeStep({ dx: -dx, dy }) + swipeStep({ dx, dy })).toBe(0)
  })

  it('60 px moves one step, 40 px and exactly 50 px do not', () => {
    expect(swipeStep({ dx: -60, dy: 0 })).toBe(1)
    expect(swipeStep({ dx: -40, dy: 0 })).toBe(0)
    expect(swipeStep({ dx: -50, dy: 0 })).toBe(0)
  })

  it('a mostly vertical drag is a scroll', () => {
    expect(swipeStep({ dx: -60, dy: 90 })).toBe(0)
  })
})
