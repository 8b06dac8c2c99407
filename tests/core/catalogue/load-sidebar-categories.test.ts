import * as TE from 'fp-ts/TaskEither'
import { describe, expect, it } from 'vitest'
import type { GameCatalog } from '../../../src/core/catalogue/game-catalog.port'
import { makeLoadSidebarCategories } from '../../../src/core/catalogue/load-sidebar-categories.use-case'
import { recordingLogger } from '../../fakes/recording-logger'

const unused = () => {
  throw new Error('not called in this test')
}
const catalogWith = (categories: GameCatalog['categories']): GameCatalog => ({
  categories,
  category: unused,
  games: unused,
  gamesInCategory: unused,
  search: unused,
  providers: unused,
})

describe('loading the sidebar categories', () => {
  it('sorts them by position, ascending', async () => {
    const { logger } = recordingLogger()
    const load = makeLoadSidebarCategories({
      catalog: catalogWith(() =>
        TE.right([
          { id: 8, name: 'Slots', logo: '/s.svg', position: 8 },
          { id: 2, name: 'Crash Games', logo: '/c.svg', position: 2 },
          { id: 5, name: 'Roulette', logo: '/r.svg', position: 5 },
        ]),
      ),
      logger,
    })
    const result = await load()()
    expect(result).toEqual({
      _tag: 'Right',
      right: [
        { id: 2, name: 'Crash Games', logo: '/c.svg', position: 2 },
        { id: 5, name: 'Roulette', logo: '/r.svg', position: 5 },
        { id: 8, name: 'Slots', logo: '/s.svg', position: 8 },
      ],
    })
  })

  it('only logs a failure and leaves the list empty', async () => {
    const { logger, errors } = recordingLogger()
    const load = makeLoadSidebarCategories({ catalog: catalogWith(() => TE.left({ _tag: 'Offline' })), logger })
    expect(await load()()).toEqual({ _tag: 'Right', right: [] })
    expect(errors).toEqual([{ message: 'Error fetching categories', detail: { _tag: 'Offline' } }])
  })
})
