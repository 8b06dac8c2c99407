import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import { Icon } from '../../components/icon'
import { PageTitle } from '../../components/page-title'
import { GameLaunchLayer } from '../play/game-launch-layer'
import { GamesSection } from '../catalogue/games-section'
import { useFavourites } from '../catalogue/use-favourites'
import { useGameLauncher } from '../play/use-game-launcher'
import { FilterSlider } from './filter-slider'
import { LobbyHero } from './lobby-hero'
import styles from './lobby-screen.module.css'
import { OffMarketPanel } from './off-market-panel'
import { ProvidersCarousel } from './providers-carousel'
import { useLobbyGames } from './use-lobby-games'
import { useLogPermissions } from './use-log-permissions'

const GAMES_ID = 'lobby-games'

/** The lobby (docs/product/screens-and-routes.md#lobby), shared by /dashboard and /casino. */
export function LobbyScreen({ title }: { title: string }) {
  useLogPermissions()
  const { key, listing } = useLobbyGames()
  const favourites = useFavourites()
  const launcher = useGameLauncher()
  return (
    <div className={styles.lobby}>
      <PageTitle title={title} />
      <LobbyHero gamesAnchor={GAMES_ID} />
      <div className={styles.toolbar}>
        <h1 className={styles.title}>{title}</h1>
        <Link href={PATHS.offMarket} className={styles.offMarket}>
          <Icon name="off-market" size={18} /> Off market
        </Link>
        <span className={styles.language}>
          <Icon name="globe" size={16} />
          <span className="visually-hidden">Language:</span>
          <abbr title="English">En</abbr>
        </span>
      </div>
      <FilterSlider />
      <GamesSection id={GAMES_ID} title="All Games" listing={listing} listingKey={key} favourites={favourites} onPlay={launcher.play} />
      <OffMarketPanel />
      <ProvidersCarousel />
      <GameLaunchLayer launcher={launcher} />
    </div>
  )
}
