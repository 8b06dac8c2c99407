import { expect, it } from 'vitest'
import { isViewAllTile } from '../../../src/core/lobby/view-all.rules'

it('a game named View All is the link tile, whatever its case', () => {
  expect(isViewAllTile({ name: 'View All' })).toBe(true)
  expect(isViewAllTile({ name: ' view all ' })).toBe(true)
  expect(isViewAllTile({ name: 'View All Slots' })).toBe(false)
})
