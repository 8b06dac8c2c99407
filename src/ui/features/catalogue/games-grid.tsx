import { memo, startTransition, useEffect, useState, useSyncExternalStore } from 'react'
import type { Game } from '../../../core/catalogue/game'
import { firstFrame, firstPage, hasMore, nextPage } from '../../../core/lobby/grid-paging.rules'
import { eagerThumbnails } from './eager-thumbnails'
import { GameCard, type PlayGame } from './game-card'
import styles from './games-grid.module.css'
import type { FavouritesView } from './use-favourites'
import { groupedDigits } from '../../../core/shared/number-text'

interface GamesGridProps {
  readonly games: readonly Game[]
  readonly favourites: FavouritesView
  readonly onPlay: PlayGame
  /** The heading that names the grid. */
  readonly labelledBy: string
}

/**
 * Game cards a page at a time: a catalogue of thousands renders only what the player asked to
 * see, and 'Load more' adds the next page. Give it a `key` per listing so paging starts over.
 */
export function GamesGrid({ games, favourites, onPlay, labelledBy }: GamesGridProps) {
  const [shown, setShown] = useState(() => firstPage(games.length))
  const [eager] = useState(eagerThumbnails)
  const visible = Math.min(Math.max(shown, firstPage(games.length)), games.length)
  // A new grid draws a screenful first and the rest of its page in a transition once that is on
  // screen; 'Load more' answers with its pressed state before the next page's cards. Not
  // useDeferredValue's initial value: React ignores it inside a render that is itself deferred
  // (as screens were after a tap), and a category drew its whole page at once.
  const [drawn, setDrawn] = useState(() => firstFrame(visible))
  useEffect(() => {
    if (drawn !== visible) startTransition(() => setDrawn(visible))
  }, [drawn, visible])
  const onFirstScreen = firstFrame(visible)
  return (
    <div className={styles.wrap}>
      <ul className={styles.grid} aria-labelledby={labelledBy}>
        {games.slice(0, Math.min(drawn, visible)).map((game, i) => (
          <li key={game.id} className={i < onFirstScreen ? styles.onFirstScreen : undefined}>
            <GridCard game={game} favourites={favourites} onPlay={onPlay} eager={i < eager} />
          </li>
        ))}
      </ul>
      {games.length > 0 && (
        <div className={styles.more}>
          <p className={styles.count} aria-live="polite">
            Showing {groupedDigits(visible)} of {groupedDigits(games.length)} games
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

interface GridCardProps {
  readonly game: Game
  readonly favourites: FavouritesView
  readonly onPlay: PlayGame
  readonly eager: boolean
}

/** A card that reads its own heart: flipping one renders this card alone (the grid's props do not change). */
const GridCard = memo(function GridCard({ game, favourites, onPlay, eager }: GridCardProps) {
  const { hearts, toggle } = favourites
  const heartOf = () => hearts.heartOf(game)
  // The prerendered lobby draws each heart as the catalogue says, as does hydrating it.
  const heart = useSyncExternalStore(hearts.subscribe, heartOf, heartOf)
  return (
    <GameCard game={game} favourite={heart.favourite} favouriteBusy={heart.busy} onToggleFavourite={toggle} onPlay={onPlay} eager={eager} />
  )
})
