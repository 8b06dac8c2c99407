import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { PROVIDERS_PER_SLIDE, slidesOf } from '../../../src/core/lobby/carousel-slides.rules'

test.prop([fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 12 })])(
  'slides keep every item once, in order, none fuller than the slide size',
  (items, size) => {
    const slides = slidesOf(items, size)
    expect(slides.flat()).toEqual(items)
    expect(slides.every((s) => s.length > 0 && s.length <= size)).toBe(true)
    expect(slides.slice(0, -1).every((s) => s.length === size)).toBe(true)
    expect(slides).toHaveLength(Math.ceil(items.length / size))
  },
)

it('twelve providers make two slides of six', () => {
  const slides = slidesOf(Array.from({ length: 12 }, (_, i) => i))
  expect(PROVIDERS_PER_SLIDE).toBe(6)
  expect(slides.map((s) => s.length)).toEqual([6, 6])
})
