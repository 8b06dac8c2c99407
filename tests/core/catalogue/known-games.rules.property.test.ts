import { fc, test } from '@fast-check/vitest'
import { describe, expect } from 'vitest'
import type { Game } from '../../../src/core/catalogue/game'
import { keepKnownGames } from '../../../src/core/catalogue/known-games.rules'

const game: fc.Arbitrary<Game> = fc.record(
  {
    id: fc.integer({ min: 1, max: 40 }),
    gameId: fc.constantFrom('a', 'b'),
    name: fc.constantFrom('Aviator', 'Mines'),
    thumbnail: fc.constantFrom('/t/1.webp', '/t/2.webp'),
    favorite: fc.boolean(),
    provider: fc.constantFrom('evolution', 'pragmatic'),
  },
  { requiredKeys: ['id', 'gameId', 'name', 'thumbnail', 'favorite'] },
)

const copy = (g: Game): Game => ({ ...g })

describe('keeping the games already shown', () => {
  test.prop([fc.array(game, { maxLength: 30 }), fc.array(game, { maxLength: 30 })])(
    'answers the fresh list, game for game',
    (known, fresh) => {
      expect(keepKnownGames(known, fresh)).toEqual(fresh)
    },
  )

  test.prop([fc.uniqueArray(game, { selector: (g) => g.id, maxLength: 30 })])(
    'hands back the object already shown for every game that did not change',
    (known) => {
      keepKnownGames(known, known.map(copy)).forEach((g, i) => expect(g).toBe(known[i]))
    },
  )

  test.prop([fc.uniqueArray(game, { selector: (g) => g.id, minLength: 1, maxLength: 30 })])(
    'takes the fresh game when its heart changed',
    (known) => {
      const fresh = known.map((g) => ({ ...g, favorite: !g.favorite }))
      keepKnownGames(known, fresh).forEach((g, i) => expect(g).toBe(fresh[i]))
    },
  )
})
