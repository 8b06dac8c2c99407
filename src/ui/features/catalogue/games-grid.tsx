import { useState } from 'react'
import type { Game } from '../../../core/catalogue/game'
import { firstPage, hasMore, nextPage } from '../../../core/lobby/grid-paging.rules'
import { GameCard } from './game-card'
import styles from './games-grid.module.css'
import type { FavouritesView } from './use-favourites'

const EAGER_CARDS = 6
const count = new Intl.NumberFormat('en-US')

interface GamesGridProps {
  readonly games: readonly Game[]
  readonly favourites: FavouritesView
  readonly onPlay: (game: Game, trigger: HTMLButtonElement) => void
  /** The heading that names the grid. */
  readonly labelledBy: string
}

/**
 * Game cards a page at a time: a catalogue of thousands renders only what the player asked to
 * see, and 'Load more' adds the next page. Give it a `key` per listing so paging starts over.
 */
export function GamesGrid({ games, favourites, onPlay, labelledBy }: GamesGridProps) {
  const [shown, setShown] = useState(() => firstPage(games.length))
  const visible = Math.min(Math.max(shown, firstPage(games.length)), games.length)
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} aria-labelledby={labelledBy}>
        {games.slice(0, visible).map((game, i) => (
          <li key={game.id}>
            <GameCard
              game={game}
              favourite={favourites.isFavourite(game)}
              favouriteBusy={favourites.isBusy(game)}
              onToggleFavourite={favourites.toggle}
              onPlay={onPlay}
              eager={i < EAGER_CARDS}
            />
          </li>
        ))}
      </ul>
      {games.length > 0 && (
        <div className={styles.more}>
          <p className={styles.count} aria-live="polite">
            Showing {count.format(visible)} of {count.format(games.length)} games
          </p>
          {hasMore(visible, games.length) && (
            <button type="button" className={styles.moreButton} onClick={() => setShown(nextPage(visible, games.length))}>
              Load more
            </button>
          )}
        </div>
      )}
    </div>
  )
}
