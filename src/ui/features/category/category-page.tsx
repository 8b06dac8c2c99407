import * as O from 'fp-ts/Option'
import { useParams } from 'wouter'
import type { Category } from '../../../core/catalogue/category'
import { parseCategoryId } from '../../../core/lobby/category-id.rules'
import { isRecentlyPlayedCategory } from '../../../core/lobby/category-names.rules'
import { assertNever } from '../../../core/shared/assert-never'
import { PageTitle } from '../../components/page-title'
import { GameLaunchLayer } from '../play/game-launch-layer'
import { GamesSection } from '../catalogue/games-section'
import { useFavourites } from '../catalogue/use-favourites'
import { useGameLauncher } from '../play/use-game-launcher'
import { BannerPicture } from '../lobby/banner-picture'
import { FilterSlider } from '../lobby/filter-slider'
import styles from './category-page.module.css'
import { CategoryHeading } from './category-heading'
import { useCategory, type CategoryProblem } from './use-category'
import { useCategoryGames, type OwnListing } from './use-category-games'

/** /category/{id}: the banner, the filter, and the category's games; reloads when the id changes. */
export function CategoryPage() {
  const params = useParams<{ id: string }>()
  const id = O.toNullable(parseCategoryId(params.id))
  const category = useCategory(id)
  const loaded = category._tag === 'Loaded' ? category.value : null
  const games = useCategoryGames(loaded)
  const favourites = useFavourites()
  const launcher = useGameLauncher()

  return (
    <div className={styles.page}>
      <PageTitle title={loaded?.name ?? 'Category'} />
      <section className={styles.banner} aria-label="Featured">
        <BannerPicture name="category" className={styles.art} />
        <div className={styles.bannerCopy}>
          {loaded && <img src={loaded.logo} alt="" width={56} height={56} className={styles.logo} />}
          <p className={styles.tagline}>Instant play. No downloads.</p>
        </div>
      </section>
      <FilterSlider />
      <GamesSection
        id="category-games"
        headingLevel={1}
        title={<CategoryHeading state={category} />}
        listing={category._tag === 'Failed' ? { _tag: 'Loaded', value: [] } : games.listing}
        listingKey={games.key ?? 'none'}
        favourites={favourites}
        onPlay={launcher.play}
        emptyText={category._tag === 'Failed' ? problemText(category.error) : emptyText(games.needsPlayer, loaded)}
      />
      <GameLaunchLayer launcher={launcher} />
    </div>
  )
}

const problemText = (problem: CategoryProblem): string => {
  switch (problem._tag) {
    case 'CategoryMissing':
      return 'This category does not exist. Pick another from the menu.'
    case 'CategoryUnavailable':
      return 'This category could not be loaded right now. Please try again shortly.'
    default:
      return assertNever(problem)
  }
}

const emptyText = (needsPlayer: OwnListing, category: Category | null): string => {
  if (needsPlayer === 'favourites') return 'Log in to see your favourite games.'
  if (needsPlayer === 'recent') return 'Log in to see the games you played.'
  if (category !== null && isRecentlyPlayedCategory(category.name)) return 'The games you play will show here.'
  return 'No games in this category yet.'
}
