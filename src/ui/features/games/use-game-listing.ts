import type * as TE from 'fp-ts/TaskEither'
import { useEffect, useState } from 'react'
import type { Game } from '../../../core/games/game'
import type { GatewayError } from '../../../core/shared/gateway-error'
import { useDependency } from '../../di/container-context'
import { catalogCache } from './catalog-cache'

export type Listing =
  { readonly status: 'loading' } | { readonly status: 'loaded'; readonly games: readonly Game[] } | { readonly status: 'failed' }

/**
 * A list of games through the per-player cache: shown at once when already loaded, fetched
 * otherwise. A failure is logged with the specification's text and leaves the list empty. `key`
 * null means there is nothing to load (the list is empty and settled).
 */
export function useGameListing(key: string | null, fetch: () => TE.TaskEither<GatewayError, readonly Game[]>): Listing {
  const catalog = useDependency('GameCatalog')
  const logger = useDependency('Logger')
  const { listings } = catalogCache(catalog)
  const cached = key === null ? [] : listings.peek(key)
  const [state, setState] = useState<{ key: string | null; listing: Listing }>(() => ({ key, listing: loadedOrLoading(cached) }))

  useEffect(() => {
    if (key === null) return
    let live = true
    void listings
      .load(key, fetch)()
      .then((result) => {
        if (!live) return
        if (result._tag === 'Left') logger.error('Error fetching games', result.left)
        setState({ key, listing: result._tag === 'Right' ? { status: 'loaded', games: result.right } : { status: 'failed' } })
      })
    return () => {
      live = false
    }
    // `fetch` is left out on purpose: it is rebuilt each render, and the key names what it fetches.
  }, [key, listings, logger])

  // A new key shows its cached list (or loading) straight away, not the previous key's games.
  return state.key === key ? state.listing : loadedOrLoading(cached)
}

const loadedOrLoading = (games: readonly Game[] | undefined): Listing =>
  games === undefined ? { status: 'loading' } : { status: 'loaded', games }
