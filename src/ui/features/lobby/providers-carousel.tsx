import { useId, useState } from 'react'
import { PROVIDERS_PER_SLIDE, slidesOf } from '../../../core/lobby/carousel-slides.rules'
import { stepRing } from '../../../core/lobby/wrap-index.rules'
import { Icon } from '../../components/icon'
import { PROVIDERS } from '../../../core/catalogue/providers'
import styles from './providers-carousel.module.css'
import { useSwipe } from './use-swipe'

const SLIDES = slidesOf(PROVIDERS, PROVIDERS_PER_SLIDE)

/** The studios' logos, six per slide; arrows and swipes move one slide and wrap at the ends. */
export function ProvidersCarousel() {
  const headingId = useId()
  const [index, setIndex] = useState(0)
  const go = (delta: 1 | -1) => setIndex((i) => stepRing(i, delta, SLIDES.length))
  const swipe = useSwipe(go)
  const track = `translateX(calc(${-index * 100}% + ${swipe.offset * 0.4}px))`

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          Providers
        </h2>
        <p className={styles.status} aria-live="polite">
          Slide {index + 1} of {SLIDES.length}
        </p>
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} aria-label="Previous providers" onClick={() => go(-1)}>
            <Icon name="chevron-left" />
          </button>
          <button type="button" className={styles.arrow} aria-label="Next providers" onClick={() => go(1)}>
            <Icon name="chevron-right" />
          </button>
        </div>
      </div>
      <div className={styles.viewport} data-testid="providers-viewport" {...swipe.handlers}>
        <div className={styles.track} style={{ transform: track }} data-dragging={swipe.offset !== 0 || undefined}>
          {SLIDES.map((slide, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${SLIDES.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <ul className={styles.logos}>
                {slide.map((p) => (
                  <li key={p.slug} className={styles.logo}>
                    <img src={p.logo} alt={p.name} width={160} height={64} loading="lazy" draggable={false} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  )
}
