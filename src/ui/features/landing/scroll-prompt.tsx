import styles from './scroll-prompt.module.css'
import { WelcomeMarquee } from './welcome-marquee'

/** "Scroll down" to the animated section, above the welcome marquee. */
export function ScrollPrompt({ target }: { target: string }) {
  return (
    <div className={styles.prompt}>
      <a href={`#${target}`} className={styles.link}>
        <span className={styles.mouse} aria-hidden="true">
          <span className={styles.wheel} />
        </span>
        Scroll down
      </a>
      <WelcomeMarquee />
    </div>
  )
}
