import * as O from 'fp-ts/Option'
import { fc, test } from '@fast-check/vitest'
import { expect, it } from 'vitest'
import { parseCategoryId } from '../../../src/core/lobby/category-id.rules'

it('reads positive whole numbers only', () => {
  expect(parseCategoryId('8')).toEqual(O.some(8))
  expect(parseCategoryId(' 12 ')).toEqual(O.some(12))
  for (const raw of ['0', '-1', '1.5', 'abc', '', '08', '1e3', undefined]) expect(parseCategoryId(raw)).toEqual(O.none)
})

test.prop([fc.integer({ min: 1, max: 2 ** 31 })])('round-trips any positive id', (id) => {
  expect(parseCategoryId(String(id))).toEqual(O.some(id))
})

test.prop([fc.string()])('never throws', (raw) => {
  expect(() => parseCategoryId(raw)).not.toThrow()
})
