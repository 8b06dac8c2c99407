import { useSearch } from 'wouter'
import { searchText } from '../../../core/catalogue/search-text.rules'
import { PageTitle } from '../../components/page-title'
import { useAuth } from '../../auth/use-auth'
import { useDependency } from '../../di/container-context'
import { listingKey } from '../catalogue/catalog-cache'
import { GameLaunchLayer } from '../play/game-launch-layer'
import { GamesSection } from '../catalogue/games-section'
import { useFavourites } from '../catalogue/use-favourites'
import { useGameLauncher } from '../play/use-game-launcher'
import { useGameListing } from '../catalogue/use-game-listing'
import { ProvidersFilter } from '../providers/providers-filter'
import { useProviderChoice } from '../providers/use-provider-choice'
import styles from './search-page.module.css'
import { catalogueArea } from '../../../composition/areas/catalogue.area'

/** The API answers at most this many per page: the best matches, which is what a player reads. */
const RESULTS = 200

/** /search?q=…: every game the search box found, best match first, in the lobby's grid. */
export function SearchPage() {
  const text = searchText(new URLSearchParams(useSearch()).get('q') ?? '')
  const catalog = useDependency('GameCatalog', catalogueArea)
  const { state } = useAuth()
  const { chosen } = useProviderChoice()
  const key = text === '' ? null : listingKey.search(text, state.userId, chosen)
  const listing = useGameListing(key, () => catalog.search(text, { limit: RESULTS, providers: chosen }))
  const favourites = useFavourites()
  const launcher = useGameLauncher()
  const title = text === '' ? 'Search' : `Results for “${text}”`
  return (
    <div className={styles.page}>
      <PageTitle title={title} />
      <div className={styles.toolbar}>
        <ProvidersFilter />
      </div>
      <GamesSection
        id="search-results"
        headingLevel={1}
        title={title}
        listing={listing}
        listingKey={key ?? 'none'}
        favourites={favourites}
        onPlay={launcher.play}
        emptyText={
          text === ''
            ? 'Type a game or a provider in the search box.'
            : `No games match “${text}”. Check the spelling or try fewer letters.`
        }
      />
      <GameLaunchLayer launcher={launcher} />
    </div>
  )
}
