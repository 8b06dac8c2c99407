import { GRID_PAGE_SIZE } from '../../../core/lobby/grid-paging.rules'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { listingKey } from '../catalogue/catalog-cache'
import { useGameListing } from '../catalogue/use-game-listing'
import { useProviderChoice } from '../providers/use-provider-choice'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

/** Every game in the catalogue (of the providers chosen), once per player and choice per page load. */
export function useLobbyGames() {
  const catalog = useDependency('GameCatalog', catalogueArea)
  const { state } = useAuth()
  const { chosen } = useProviderChoice()
  const key = listingKey.all(state.userId, chosen)
  return {
    key,
    listing: useGameListing(
      key,
      () => catalog.games(chosen),
      () => catalog.games(chosen, GRID_PAGE_SIZE),
    ),
  }
}
