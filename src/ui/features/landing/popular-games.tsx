import { useState } from 'react'
import { Link } from 'wouter'
import type { Game } from '../../../core/games/game'
import { PATHS } from '../../../core/navigation/paths'
import { GameCard } from '../games/game-card'
import styles from './popular-games.module.css'
import { useLandingPlay } from './use-landing-play'
import { POPULAR_GAMES_SHOWN, usePopularGames } from './use-popular-games'

/**
 * The Popular Games grid. The heart flips on this page only; nothing is saved
 * (docs/product/screens-and-routes.md#popular-games).
 */
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
      <ul className={styles.grid} aria-labelledby="popular-heading" aria-busy={listing.status === 'loading'}>
        {listing.status === 'loading'
          ? Array.from({ length: POPULAR_GAMES_SHOWN }, (_, i) => <li key={i} className={styles.skeleton} aria-hidden="true" />)
          : listing.games.map((game, i) => (
              <li key={game.id}>
                <GameCard
                  game={game}
                  favourite={game.favorite !== flipped.has(game.id)}
                  onPlay={play}
                  onToggleFavourite={flip}
                  eager={i < 6}
                />
              </li>
            ))}
      </ul>
    </section>
  )
}
