import { describe, expect, it } from 'vitest'
import { firstScreensToFetch } from '../../../src/core/lobby/first-screens.rules'

describe('the first screens fetched ahead', () => {
  it("are the shared categories', in sidebar order, never home or the player's own", () => {
    const sidebar = [
      { id: 1, name: 'Home' },
      { id: 7, name: 'Slots' },
      { id: 2, name: 'Favorite' },
      { id: 10, name: 'Recently Played' },
      { id: 4, name: 'Crash Games' },
    ]
    expect(firstScreensToFetch(sidebar)).toEqual([7, 4])
  })
})
