import { memo, useState, type MouseEvent } from 'react'
import { Link } from '../../routing/link'
import type { Game } from '../../../core/catalogue/game'
import { isViewAllTile } from '../../../core/lobby/view-all.rules'
import { PATHS } from '../../../core/navigation/paths'
import { Icon } from '../../components/icon'
import styles from './game-card.module.css'
import { providerName } from '../../../core/catalogue/providers'

/** Thumbnails are drawn at 3:4; the attributes reserve the box before the image arrives. */
export const THUMBNAIL_WIDTH = 300
export const THUMBNAIL_HEIGHT = 400

/**
 * What a card's Play button calls: `trigger` is the button, so focus can return to it when the
 * game closes. While what it returns is pending (a launch), the button shows pressed.
 */
export type PlayGame = (game: Game, trigger: HTMLButtonElement) => void | Promise<unknown>

interface GameCardProps {
  readonly game: Game
  /** Whether the heart shows filled; the owner decides (server state or a local flip). */
  readonly favourite: boolean
  readonly onPlay: PlayGame
  /** Without it the card has no heart. */
  readonly onToggleFavourite?: (game: Game) => void
  /** A toggle is in flight: the heart ignores clicks until it settles. */
  readonly favouriteBusy?: boolean
  /** Where a "View All" tile leads; the casino by default. */
  readonly viewAllHref?: string
  /** Above-the-fold cards load their thumbnail at once; the rest wait until scrolled near. */
  readonly eager?: boolean
}

/**
 * One game: thumbnail, name, favourite heart and 'Play Now'. A game named "View All" renders as a
 * link tile instead. Meant to sit inside a list item of a grid. Memoised: a grid of hundreds
 * re-renders only the cards whose props changed (pass stable callbacks).
 */
export const GameCard = memo(function GameCard(props: GameCardProps) {
  const { game, favourite, onPlay, onToggleFavourite, favouriteBusy = false, eager = false } = props
  // The tap's own answer, in its first frame: the screen the launch opens follows a frame later.
  const [opening, setOpening] = useState(false)
  if (isViewAllTile(game)) return <ViewAllTile game={game} href={props.viewAllHref ?? PATHS.casino} />
  const play = (e: MouseEvent<HTMLButtonElement>) => {
    setOpening(true)
    void Promise.resolve(onPlay(game, e.currentTarget)).finally(() => setOpening(false))
  }
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.thumb}
          src={game.thumbnail}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
        />
        {/* Named by aria-label rather than visually hidden text: that text is a positioned box,
            a paint layer per button (see .media in the CSS). */}
        <button
          type="button"
          className={styles.play}
          onClick={play}
          aria-label={`Play Now ${game.name}`}
          data-opening={opening || undefined}
        >
          <span className={styles.playPill}>
            <Icon name="play" size={16} className={styles.playIcon} />
            Play Now
          </span>
        </button>
        {onToggleFavourite && (
          <button
            type="button"
            className={styles.heart}
            aria-label={`Favourite ${game.name}`}
            aria-pressed={favourite}
            aria-disabled={favouriteBusy || undefined}
            onClick={() => {
              if (!favouriteBusy) onToggleFavourite(game)
            }}
          >
            <Icon name={favourite ? 'heart-filled' : 'heart-outline'} size={18} />
          </button>
        )}
      </div>
      <p className={styles.name}>{game.name}</p>
      {game.provider && <p className={styles.provider}>{providerName(game.provider)}</p>}
    </div>
  )
})

function ViewAllTile({ game, href }: { game: Game; href: string }) {
  return (
    <Link href={href} className={`${styles.card} ${styles.viewAll}`}>
      <span className={styles.viewAllMedia} aria-hidden="true">
        <img src="/images/filters/games.webp" alt="" width={56} height={56} />
      </span>
      <span className={styles.name}>{game.name}</span>
      <span className={styles.provider} aria-hidden="true">
        Browse every game
      </span>
    </Link>
  )
}
