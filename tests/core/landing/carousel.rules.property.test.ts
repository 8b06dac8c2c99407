import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import {
  nextSlide,
  previousSlide,
  shiftFor,
  WIDE_FROM_PX,
  trackOffset,
  trackTransition,
  type CarouselPosition,
} from '../../../src/core/landing/carousel.rules'

/** A slide count and a valid position in it. */
const deck = fc
  .integer({ min: 1, max: 40 })
  .chain((count) => fc.record({ count: fc.constant(count), index: fc.integer({ min: 0, max: count - 1 }), animated: fc.boolean() }))
const at = (d: { index: number; animated: boolean }): CarouselPosition => ({ index: d.index, animated: d.animated })

test.prop([deck])('next then previous comes back to the same slide', (d) => {
  expect(previousSlide(d.count)(nextSlide(d.count)(at(d))).index).toBe(d.index)
})

test.prop([deck])('previous then next comes back to the same slide', (d) => {
  expect(nextSlide(d.count)(previousSlide(d.count)(at(d))).index).toBe(d.index)
})

test.prop([deck])('count steps forward (or back) is a full turn', (d) => {
  const turn = (step: (p: CarouselPosition) => CarouselPosition) =>
    Array.from({ length: d.count }).reduce<CarouselPosition>((p) => step(p), at(d)).index
  expect(turn(nextSlide(d.count))).toBe(d.index)
  expect(turn(previousSlide(d.count))).toBe(d.index)
})

test.prop([deck])('next stays in range and moves by one modulo the count', (d) => {
  const { index } = nextSlide(d.count)(at(d))
  expect(index).toBe((d.index + 1) % d.count)
})

test.prop([deck])('previous stays in range and moves by one modulo the count', (d) => {
  const { index } = previousSlide(d.count)(at(d))
  expect(index).toBe((d.index - 1 + d.count) % d.count)
})

test.prop([deck])('the transition is off exactly on a wrap', (d) => {
  const forward = nextSlide(d.count)(at(d))
  const back = previousSlide(d.count)(at(d))
  expect(forward.animated).toBe(d.index !== d.count - 1)
  expect(back.animated).toBe(d.index !== 0)
})

test.prop([fc.nat({ max: 100 }), fc.integer({ min: 0, max: 4000 })])('the offset is -index × shift for the width', (index, width) => {
  const shift = width >= 768 ? 220 : 170
  expect(shiftFor(width >= WIDE_FROM_PX)).toBe(shift)
  expect(trackOffset(index, shiftFor(width >= WIDE_FROM_PX))).toBe(-index * shift + 0)
})

test.prop([fc.boolean()])('an animated move slides for 0.5 s; a wrap jump has no transition', (animated) => {
  expect(trackTransition(animated)).toBe(animated ? 'transform 0.5s ease' : 'none')
})
