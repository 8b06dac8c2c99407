import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import type { Game } from '../../../core/catalogue/game'
import { keepKnownGames } from '../../../core/catalogue/known-games.rules'
import type { GatewayError } from '../../../core/shared/gateway-error'
import { useDependency } from '../../di/container-context'
import { useAskWhileRendering } from '../../hooks/use-ask-while-rendering'
import { useLoad, type Load } from '../../hooks/use-load'
import { catalogCache, listingKey } from './catalog-cache'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

export type Listing = Load<GatewayError, readonly Game[]>

const NOTHING: readonly Game[] = []

type Fetch = () => TE.TaskEither<GatewayError, readonly Game[]>

/**
 * A list of games through the per-player catalogue cache: shown at once when already loaded,
 * fetched otherwise. A failure is logged with the specification's text. `key` null means there
 * is nothing to load (the list is empty and settled). `fetch` is named by `key`.
 *
 * With `fetchFirst` (the list's first screen of games, in the same order), that smaller answer is
 * asked for first and shown until the whole list is in, which is asked for once it has come: a
 * long list's first cards paint without waiting for thousands of games to arrive and decode (nor
 * share the slow phone's one thread with that decoding). A first screen already fetched ahead
 * (usePrefetchFirstScreens) shows at once. The whole list keeps the first screen's game objects,
 * so the cards already drawn are not rendered again when it comes.
 */
export function useGameListing(key: string | null, fetch: Fetch, fetchFirst?: Fetch): Listing {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const logger = useDependency('Logger')
  const { listings } = catalogCache(catalog)
  const firstKey = key === null || fetchFirst === undefined ? null : listingKey.firstScreen(key)
  const firstScreen = firstKey === null ? TE.right(NOTHING) : listings.load(firstKey, fetchFirst!)
  const fetchWhole: Fetch = () =>
    pipe(
      fetch(),
      TE.map((fresh) => keepKnownGames((firstKey === null ? undefined : listings.peek(firstKey)) ?? NOTHING, fresh)),
    )
  const wholeList = pipe(
    firstScreen,
    TE.orElse(() => TE.right(NOTHING)),
    TE.flatMap(() => (key === null ? TE.right(NOTHING) : listings.load(key, fetchWhole))),
  )
  useAskWhileRendering(
    key,
    () => listings.peek(key!) !== undefined,
    () => void wholeList(),
  )
  const first = useLoad(
    // Nothing to ask for when the whole list is known; a failure here is the whole list's to report.
    () => (key !== null && listings.peek(key) !== undefined ? TE.right(NOTHING) : firstScreen),
    [firstKey, listings],
    { known: () => (firstKey === null ? undefined : listings.peek(firstKey)) },
  )
  const whole = useLoad(
    () =>
      key === null
        ? TE.right(NOTHING)
        : pipe(
            listings.peek(key) !== undefined ? listings.load(key, fetchWhole) : wholeList,
            TE.tapError((error) => TE.fromIO(() => logger.error('Error fetching games', error))),
          ),
    [key, listings, logger],
    { known: () => (key === null ? NOTHING : listings.peek(key)) },
  )
  return whole._tag === 'Loading' && first._tag === 'Loaded' && first.value.length > 0 ? first : whole
}
