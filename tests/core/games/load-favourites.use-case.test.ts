import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import { createAuthStore } from '../../../src/core/auth/auth-store'
import { makeLoadFavourites } from '../../../src/core/games/load-favourites.use-case'
import type { GameCatalog } from '../../../src/core/games/game-catalog.port'
import { catalogWith } from '../../fakes/fake-game-ports'
import { memorySessionStore } from '../../fakes/memory-session-store'
import { recordingLogger } from '../../fakes/recording-logger'

const myth = { id: 3, gameId: 'cf-slots-myth', name: 'Myth', thumbnail: '/images/games/myth.svg', favorite: true }

const setup = (catalog: GameCatalog, userId = '42') => {
  const log = recordingLogger()
  const authStore = createAuthStore(memorySessionStore({ token: 'tkn-1', userId }).store)
  return { load: makeLoadFavourites({ catalog, authStore, logger: log.logger }), log }
}

describe('loading the favourites', () => {
  it("asks for the favourites category with the player's id", async () => {
    const asked: unknown[] = []
    const { load } = setup(
      catalogWith({
        gamesInCategory: (id, userId) => {
          asked.push([id, userId])
          return TE.right([myth])
        },
      }),
    )
    expect(await load(9)()).toEqual({ _tag: 'Right', right: { _tag: 'Loaded', games: [myth] } })
    expect(asked).toEqual([[9, '42']])
  })

  it.each(['', 'guest'])('skips the fetch without a user id (%j)', async (userId) => {
    const { load } = setup(catalogWith({}), userId)
    expect(await load(9)()).toEqual({ _tag: 'Right', right: { _tag: 'Skipped' } })
  })

  it('only logs a failure and shows no games', async () => {
    const { load, log } = setup(catalogWith({ gamesInCategory: () => TE.left({ _tag: 'Offline' }) }))
    expect(await load(9)()).toEqual({ _tag: 'Right', right: { _tag: 'Loaded', games: [] } })
    expect(log.errors).toEqual([{ message: 'Error fetching games', detail: { _tag: 'Offline' } }])
  })
})
