import type { ReactNode } from 'react'
import type { PlayGame } from './game-card'
import { assertNever } from '../../../core/shared/assert-never'
import { GamesGrid } from './games-grid'
import styles from './games-section.module.css'
import type { FavouritesView } from './use-favourites'
import type { Listing } from './use-game-listing'

const SKELETONS = Array.from({ length: 12 }, (_, i) => i)

interface GamesSectionProps {
  readonly id: string
  readonly title: ReactNode
  readonly listing: Listing
  /** Names the listing; paging starts over when it changes. */
  readonly listingKey: string
  readonly favourites: FavouritesView
  readonly onPlay: PlayGame
  /** Said when the list is empty. */
  readonly emptyText?: string
  readonly headingLevel?: 1 | 2
}

/** A titled grid of games with its loading, failed and empty states. */
export function GamesSection(props: GamesSectionProps) {
  const { id, title, listing, headingLevel = 2 } = props
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const headingId = `${id}-heading`
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId} aria-busy={listing._tag === 'Loading'}>
      <Heading id={headingId} className={styles.heading}>
        {title}
      </Heading>
      <ListingBody {...props} headingId={headingId} />
    </section>
  )
}

function ListingBody({ listing, listingKey, favourites, onPlay, emptyText, headingId }: GamesSectionProps & { headingId: string }) {
  switch (listing._tag) {
    case 'Loading':
      return (
        <ul className={styles.skeletons} aria-hidden="true">
          {SKELETONS.map((i) => (
            <li key={i} className={styles.skeleton} />
          ))}
        </ul>
      )
    case 'Failed':
      return <p className={styles.empty}>Games could not be loaded right now. Please try again shortly.</p>
    case 'Loaded':
      return listing.value.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? 'No games here yet.'}</p>
      ) : (
        <GamesGrid key={listingKey} games={listing.value} favourites={favourites} onPlay={onPlay} labelledBy={headingId} />
      )
    default:
      return assertNever(listing)
  }
}
