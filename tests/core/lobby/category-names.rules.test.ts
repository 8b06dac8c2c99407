import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  categoryKey,
  findCategoryByName,
  isFavouritesCategory,
  isRecentlyPlayedCategory,
} from '../../../src/core/lobby/category-names.rules'

describe('category names', () => {
  it('match whatever the spelling of favourites', () => {
    for (const name of ['Favorite', 'Favorites', 'favourite', 'FAVOURITES', ' Favorite ']) expect(isFavouritesCategory(name)).toBe(true)
    for (const name of ['Slots', 'Home', 'Favorite Slots']) expect(isFavouritesCategory(name)).toBe(false)
  })

  it('find a category by a looser name', () => {
    expect(findCategoryByName([{ id: 4, name: 'Crash Games' }], 'crash game')?.id).toBe(4)
    expect(findCategoryByName([{ id: 4, name: 'Crash Games' }], 'Slots')).toBeUndefined()
  })

  it('reduces a name of only plural letters to itself', () => {
    expect(categoryKey('SS')).toBe('')
    expect(categoryKey(categoryKey('SS'))).toBe('')
    expect(categoryKey('favouritefavourites')).toBe('favoritefavorite')
  })

  // Names built from the letters the rule treats specially, where a counterexample hides.
  const tricky = fc
    .array(fc.constantFrom('s', 'S', 'favourite', 'favorite', 'u', ' ', 'x'), { maxLength: 8 })
    .map((parts) => parts.join(''))

  test.prop([fc.oneof(fc.string(), tricky)], { numRuns: 500 })('reducing a name is idempotent', (name) => {
    expect(categoryKey(categoryKey(name))).toBe(categoryKey(name))
  })
})

describe('the recently played category', () => {
  it('is known by its name however it is written', () => {
    expect(['Recently Played', 'recently-played', 'RECENTLY PLAYED'].every(isRecentlyPlayedCategory)).toBe(true)
    expect(isRecentlyPlayedCategory('Favorite')).toBe(false)
  })
})
