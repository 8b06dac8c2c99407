import { describe, expect, it } from 'vitest'
import { createFavouriteHearts } from '../../../../src/ui/features/catalogue/favourite-hearts'

const myth = { gameId: 'g-1', favorite: false }
const egypt = { gameId: 'g-2', favorite: true }

describe('FavouriteHearts', () => {
  it('shows the catalogue’s flag until a flip the server agreed to', () => {
    const hearts = createFavouriteHearts()
    expect(hearts.heartOf(egypt)).toEqual({ favourite: true, busy: false })
    hearts.flipped('g-2', false)
    expect(hearts.heartOf(egypt)).toEqual({ favourite: false, busy: false })
  })

  it('says a flip is in flight until it settles', () => {
    const hearts = createFavouriteHearts()
    hearts.busy('g-1', true)
    expect(hearts.heartOf(myth)).toEqual({ favourite: false, busy: true })
    hearts.busy('g-1', false)
    expect(hearts.heartOf(myth).busy).toBe(false)
  })

  it('gives every other card the very same heart after a change, so only the flipped card renders', () => {
    const hearts = createFavouriteHearts()
    const before = hearts.heartOf(egypt)
    let heard = 0
    const stop = hearts.subscribe(() => (heard += 1))
    hearts.busy('g-1', true)
    hearts.flipped('g-1', true)
    expect(heard).toBe(2)
    expect(hearts.heartOf(egypt)).toBe(before)
    expect(hearts.heartOf(myth)).toEqual({ favourite: true, busy: true })
    stop()
    hearts.busy('g-1', false)
    expect(heard).toBe(2)
  })
})
