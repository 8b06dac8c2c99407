import { render } from '@testing-library/react'
import * as TE from 'fp-ts/TaskEither'
import { memoryLocation } from 'wouter/memory-location'
import { buildContainer } from '../../../../src/composition/container'
import type { Registry } from '../../../../src/composition/registry'
import type { Category } from '../../../../src/core/catalogue/category'
import type { Game } from '../../../../src/core/catalogue/game'
import type { GameCatalog } from '../../../../src/core/catalogue/game-catalog.port'
import { PROVIDERS } from '../../../../src/core/catalogue/providers'
import { App } from '../../../../src/ui/app'
import { fakeFavourites, fakeGameLauncher } from '../../../fakes/fake-game-ports'
import { scriptedBalanceStream } from '../../../fakes/fake-balance-ports'
import { recordingLogger } from '../../../fakes/recording-logger'
import { recordingNotifier } from '../../../fakes/recording-notifier'

export const CATEGORIES: readonly Category[] = [
  { id: 1, name: 'Home', logo: '/images/categories/home.webp', position: 1 },
  { id: 2, name: 'Crash Games', logo: '/images/categories/crash-games.webp', position: 2 },
  { id: 8, name: 'Slots', logo: '/images/categories/slots.webp', position: 8 },
  { id: 9, name: 'Favorite', logo: '/images/categories/favorite.webp', position: 9 },
  { id: 10, name: 'Recently Played', logo: '/images/categories/recent.webp', position: 10 },
]

export const aGame = (id: number, over: Partial<Game> = {}): Game => ({
  id,
  gameId: `g-${id}`,
  name: `Game ${id}`,
  thumbnail: `/images/games/g-${id}.svg`,
  favorite: false,
  provider: 'starfen',
  ...over,
})

const byProviders = (games: readonly Game[], providers: readonly string[]) =>
  providers.length === 0 ? games : games.filter((g) => providers.includes(g.provider ?? ''))

const firstLabel = (first: number | undefined) => (first === undefined ? '' : ` first ${first}`)

/** A catalogue over fixed data that counts every call, by method and arguments. */
export function countingCatalog(games: Readonly<Record<number, readonly Game[]>>, all: readonly Game[] = []) {
  const calls: string[] = []
  const catalog: GameCatalog = {
    categories: () => {
      calls.push('categories')
      return TE.right(CATEGORIES)
    },
    category: (id) => {
      calls.push(`category ${id}`)
      const found = CATEGORIES.find((c) => c.id === id)
      return found ? TE.right(found) : TE.left({ _tag: 'Unexpected', status: 404, message: 'Not found.' })
    },
    games: (providers = [], first) => {
      calls.push(`games${providers.length > 0 ? ` ${providers.join(',')}` : ''}${firstLabel(first)}`)
      return TE.right(byProviders(all, providers).slice(0, first))
    },
    gamesInCategory: (id, userId, providers = [], first) => {
      calls.push(
        `gamesInCategory ${id}${userId ? ` ${userId}` : ''}${providers.length > 0 ? ` ${providers.join(',')}` : ''}${firstLabel(first)}`,
      )
      return TE.right(byProviders(games[id] ?? [], providers).slice(0, first))
    },
    search: (text, { limit, providers }) => {
      calls.push(`search ${text}`)
      const words = text.toLowerCase()
      return TE.right(
        byProviders(all, providers)
          .filter((g) => g.name.toLowerCase().includes(words))
          .slice(0, limit),
      )
    },
    providers: () => {
      calls.push('providers')
      return TE.right(PROVIDERS.map((p) => ({ ...p, games: all.filter((g) => g.provider === p.slug).length })))
    },
  }
  return { catalog, calls }
}

/** The whole app at `path` over fakes; `signedIn` stores a session as a login would. */
export function renderLobbyApp(
  path: string,
  options: {
    catalog: GameCatalog
    signedIn?: boolean
    permissions?: readonly string[]
    overrides?: Partial<Registry>
  },
) {
  if (options.signedIn) {
    localStorage.setItem('authToken', 'tkn')
    localStorage.setItem('userId', '42')
    localStorage.setItem('userPermissions', JSON.stringify(options.permissions ?? ['play']))
  }
  const logs = recordingLogger()
  const notes = recordingNotifier()
  const launcher = fakeGameLauncher(TE.right({ _tag: 'SessionOpened', sessionUrl: 'https://games.example/play/1' }))
  const favourites = fakeFavourites()
  const location = memoryLocation({ path, record: true })
  const container = buildContainer(
    { apiBaseUrl: '', storage: localStorage, alert: () => undefined, console },
    {
      GameCatalog: options.catalog,
      Logger: logs.logger,
      Notifier: notes.notifier,
      GameLauncher: launcher.launcher,
      Favourites: favourites.favourites,
      BalanceStream: scriptedBalanceStream([{ bonus: 0, withdrawable: 1000, thirdParty: 0, total: 1000 }]).stream,
      ...options.overrides,
    },
  )
  const view = render(<App container={container} hook={location.hook} navigate={location.navigate} searchHook={location.searchHook} />)
  return { view, location, logs, notices: notes.notices, launches: launcher.requests, favouriteCalls: favourites.calls }
}
