import * as TE from 'fp-ts/TaskEither'
import type { Favourites } from '../../src/core/catalogue/favourites.port'
import type { GameCatalog } from '../../src/core/catalogue/game-catalog.port'
import type { GameLauncher } from '../../src/core/play/game-launcher.port'
import type { GatewayError } from '../../src/core/shared/gateway-error'
import { notCalled } from './not-called'

/** A GameLauncher answering `answer` to every launch, recording each request. */
export function fakeGameLauncher(answer: ReturnType<GameLauncher['launch']>) {
  const requests: Array<{ readonly gameId: string; readonly userId: string }> = []
  const launcher: GameLauncher = {
    launch: (request) => {
      requests.push(request)
      return answer
    },
  }
  return { launcher, requests }
}

export const throwingGameLauncher: GameLauncher = { launch: notCalled('GameLauncher.launch') }

/** Favourites that answer 200, or fail with `error`, recording each call. */
export function fakeFavourites(error?: GatewayError) {
  const calls: Array<{ readonly gameId: string; readonly favourite: boolean }> = []
  const favourites: Favourites = {
    set: (gameId, favourite) => {
      calls.push({ gameId, favourite })
      return error === undefined ? TE.right(undefined) : TE.left(error)
    },
  }
  return { favourites, calls }
}

/** A catalogue with only the methods a test answers; any other method throws if called. */
export const catalogWith = (answers: Partial<GameCatalog>): GameCatalog => ({
  categories: answers.categories ?? notCalled('GameCatalog.categories'),
  category: answers.category ?? notCalled('GameCatalog.category'),
  games: answers.games ?? notCalled('GameCatalog.games'),
  gamesInCategory: answers.gamesInCategory ?? notCalled('GameCatalog.gamesInCategory'),
  search: answers.search ?? notCalled('GameCatalog.search'),
  providers: answers.providers ?? notCalled('GameCatalog.providers'),
})
