import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { listingKey } from '../games/catalog-cache'
import { useGameListing } from '../games/use-game-listing'

/** Every game in the catalogue, once per player per page load. */
export function useLobbyGames() {
  const catalog = useDependency('GameCatalog')
  const { state } = useAuth()
  const key = listingKey.all(state.userId)
  return { key, listing: useGameListing(key, catalog.games) }
}
