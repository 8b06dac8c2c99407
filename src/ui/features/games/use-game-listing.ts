import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Game } from '../../../core/games/game'
import type { GatewayError } from '../../../core/shared/gateway-error'
import { useDependency } from '../../di/container-context'
import { useLoad, type Load } from '../../hooks/use-load'
import { catalogCache } from './catalog-cache'

export type Listing = Load<GatewayError, readonly Game[]>

const NOTHING: readonly Game[] = []

/**
 * A list of games through the per-player catalogue cache: shown at once when already loaded,
 * fetched otherwise. A failure is logged with the specification's text. `key` null means there
 * is nothing to load (the list is empty and settled). `fetch` is named by `key`.
 */
export function useGameListing(key: string | null, fetch: () => TE.TaskEither<GatewayError, readonly Game[]>): Listing {
  const catalog = useDependency('GameCatalog')
  const logger = useDependency('Logger')
  const { listings } = catalogCache(catalog)
  return useLoad(
    () =>
      key === null
        ? TE.right(NOTHING)
        : pipe(
            listings.load(key, fetch),
            TE.tapError((error) => TE.fromIO(() => logger.error('Error fetching games', error))),
          ),
    [key, listings, logger],
    { known: () => (key === null ? NOTHING : listings.peek(key)) },
  )
}
