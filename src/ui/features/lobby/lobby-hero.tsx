import { Icon } from '../../components/icon'
import { BannerPicture } from './banner-picture'
import styles from './lobby-hero.module.css'

/** The lobby banner with the promotional line and 'Play Now' (to the games below). */
export function LobbyHero({ gamesAnchor }: { gamesAnchor: string }) {
  return (
    <section className={styles.hero} aria-label="Featured">
      <BannerPicture name="lobby" className={styles.art} />
      <div className={styles.copy}>
        <p className={styles.eyebrow}>Sweepstakes casino</p>
        <p className={styles.headline}>
          Over 5000 games. <span className={styles.accent}>Wins up to 50,000 times the bet.</span>
        </p>
        <a href={`#${gamesAnchor}`} className={styles.play}>
          <Icon name="play" size={18} /> Play Now
        </a>
      </div>
    </section>
  )
}
