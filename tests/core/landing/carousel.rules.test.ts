import { describe, expect, it } from 'vitest'
import { nextSlide, previousSlide, shiftFor, START, trackOffset, WIDE_MEDIA_QUERY } from '../../../src/core/landing/carousel.rules'

describe('the featured carousel of five games', () => {
  const next = nextSlide(5)
  const previous = previousSlide(5)

  it('starts on the first slide', () => {
    expect(START).toEqual({ index: 0, animated: true })
    expect(Object.is(trackOffset(START.index, 220), 0)).toBe(true)
  })

  it('wraps from the first slide back to the last, instantly', () => {
    expect(previous(START)).toEqual({ index: 4, animated: false })
  })

  it('wraps from the last slide on to the first, instantly', () => {
    expect(next({ index: 4, animated: true })).toEqual({ index: 0, animated: false })
  })

  it('slides between inner slides', () => {
    expect(next({ index: 0, animated: false })).toEqual({ index: 1, animated: true })
    expect(previous({ index: 3, animated: true })).toEqual({ index: 2, animated: true })
  })

  it('shifts 220 px from 768 px wide and 170 px under it', () => {
    expect(WIDE_MEDIA_QUERY).toBe('(min-width: 768px)')
    expect(shiftFor(true)).toBe(220)
    expect(shiftFor(false)).toBe(170)
    expect(trackOffset(3, shiftFor(true))).toBe(-660)
    expect(trackOffset(3, shiftFor(false))).toBe(-510)
  })
})
