import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Game } from '../../../core/catalogue/game'
import type { GatewayError } from '../../../core/shared/gateway-error'
import { useDependency } from '../../di/container-context'
import { useLoad, type Load } from '../../hooks/use-load'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

/** The API has no "popular" filter: the grid shows the first games GET /api/games returns. */
export const POPULAR_GAMES_SHOWN = 12

/** A failure is only logged (docs/product/messages.md#only-logged); the page leaves the grid empty. */
export function usePopularGames(): Load<GatewayError, readonly Game[]> {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const logger = useDependency('Logger')
  return useLoad(
    () =>
      pipe(
        catalog.games(),
        TE.map((games) => games.slice(0, POPULAR_GAMES_SHOWN)),
        TE.tapError((error) => TE.fromIO(() => logger.error('Error fetching games', error))),
      ),
    [catalog, logger],
  )
}
