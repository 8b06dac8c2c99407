import type { KeyboardEvent } from 'react'
import { Link } from '../../routing/link'
import { PATHS } from '../../../core/navigation/paths'
import { Chevron } from './chevron'
import styles from './featured-carousel.module.css'
import { FEATURED_GAMES } from './featured-games'
import { RotatingDots } from './rotating-dots'
import { useFeaturedCarousel } from './use-featured-carousel'

/**
 * The five featured games (docs/product/screens-and-routes.md#featured-carousel). 'Play now'
 * between the arrows was first given no action; it opens the casino page, like the hero's Play Now.
 */
export function FeaturedCarousel() {
  const { index, next, previous, trackStyle } = useFeaturedCarousel(FEATURED_GAMES.length)
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') previous()
    else if (e.key === 'ArrowRight') next()
    else return
    e.preventDefault()
  }
  const current = FEATURED_GAMES[index]
  return (
    <section className={styles.section} aria-roledescription="carousel" aria-labelledby="featured-heading" onKeyDown={onKeyDown}>
      <h2 id="featured-heading" className={styles.heading}>
        Featured games
      </h2>
      <p className={styles.sub}>This week’s hand-picked favourites. Use the arrows, or the Left and Right keys.</p>
      <div className={styles.viewport}>
        <ul role="list" aria-label="Featured game slides" className={styles.track} style={trackStyle}>
          {FEATURED_GAMES.map((game, i) => (
            <li key={game.name} className={styles.slide} aria-current={i === index ? 'true' : undefined}>
              <img src={game.src} alt={game.alt} width={300} height={400} loading="lazy" />
              <span className={styles.name}>{game.name}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={previous} aria-label="Previous game">
          <Chevron direction="left" />
        </button>
        <Link href={PATHS.casino} className={styles.play}>
          Play now
        </Link>
        <button type="button" className={styles.arrow} onClick={next} aria-label="Next game">
          <Chevron direction="right" />
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {current ? `Slide ${index + 1} of ${FEATURED_GAMES.length}: ${current.name}` : ''}
      </p>
      <RotatingDots />
    </section>
  )
}
