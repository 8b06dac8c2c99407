import { useState } from 'react'
import { Link } from '../../routing/link'
import type { Game } from '../../../core/catalogue/game'
import { PATHS } from '../../../core/navigation/paths'
import { assertNever } from '../../../core/shared/assert-never'
import type { GatewayError } from '../../../core/shared/gateway-error'
import type { Load } from '../../hooks/use-load'
import { GameCard } from '../catalogue/game-card'
import styles from './popular-games.module.css'
import { useLandingPlay } from './use-landing-play'
import { POPULAR_GAMES_SHOWN, usePopularGames } from './use-popular-games'

const SKELETONS: readonly null[] = Array.from({ length: POPULAR_GAMES_SHOWN }, () => null)

/** The cards to draw: placeholders while loading, none after a failure (it is only logged). */
const shown = (listing: Load<GatewayError, readonly Game[]>): ReadonlyArray<Game | null> => {
  switch (listing._tag) {
    case 'Loading':
      return SKELETONS
    case 'Failed':
      return []
    case 'Loaded':
      return listing.value
    default:
      return assertNever(listing)
  }
}

/** The Popular Games grid. The heart flips on this page only; nothing is saved
 * (docs/product/screens-and-routes.md#popular-games). */
export function PopularGames() {
  const listing = usePopularGames()
  const play = useLandingPlay()
  const [flipped, setFlipped] = useState<ReadonlySet<number>>(new Set())
  const flip = (game: Game) =>
    setFlipped((s) => {
      const next = new Set(s)
      if (!next.delete(game.id)) next.add(game.id)
      return next
    })
  return (
    <section className={styles.section} aria-labelledby="popular-heading">
      <div className={styles.head}>
        <h2 id="popular-heading" className={styles.heading}>
          Popular Games
        </h2>
        <Link href={PATHS.casino} className={styles.all}>
          See all games
        </Link>
      </div>
      <ul className={styles.grid} aria-labelledby="popular-heading" aria-busy={listing._tag === 'Loading'}>
        {shown(listing).map((game, i) =>
          game === null ? (
            <li key={i} className={styles.skeleton} aria-hidden="true" />
          ) : (
            <li key={game.id}>
              <GameCard
                game={game}
                favourite={game.favorite !== flipped.has(game.id)}
                onPlay={play}
                onToggleFavourite={flip}
                eager={i < 6}
              />
            </li>
          ),
        )}
      </ul>
    </section>
  )
}
