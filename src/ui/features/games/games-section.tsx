import type { ReactNode } from 'react'
import type { Game } from '../../../core/games/game'
import { GamesGrid } from './games-grid'
import styles from './games-section.module.css'
import type { FavouritesView } from './use-favourites'
import type { Listing } from './use-game-listing'

const SKELETONS = Array.from({ length: 12 }, (_, i) => i)

export interface GamesSectionProps {
  readonly id: string
  readonly title: ReactNode
  readonly listing: Listing
  /** Names the listing; paging starts over when it changes. */
  readonly listingKey: string
  readonly favourites: FavouritesView
  readonly onPlay: (game: Game, trigger: HTMLButtonElement) => void
  /** Said when the list is empty. */
  readonly emptyText?: string
  readonly headingLevel?: 1 | 2
}

/** A titled grid of games with its loading and empty states. */
export function GamesSection(props: GamesSectionProps) {
  const { id, title, listing, favourites, onPlay, headingLevel = 2 } = props
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const headingId = `${id}-heading`
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} aria-busy={listing.status === 'loading'}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      {listing.status === 'loading' && (
        <ul className={styles.skeletons} aria-hidden="true">
          {SKELETONS.map((i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      )}
      {listing.status === 'loaded' && listing.games.length > 0 && (
        <GamesGrid key={props.listingKey} games={listing.games} favourites={favourites} onPlay={onPlay} labelledBy={headingId} />
      )}
      {listing.status !== 'loading' && (listing.status === 'failed' || listing.games.length === 0) && (
        <p className={styles.empty}>
          {listing.status === 'failed'
            ? 'Games could not be loaded right now. Please try again shortly.'
            : (props.emptyText ?? 'No games here yet.')}
        </p>
      )}
    </section>
  )
}
