import { memo } from 'react'
import { Link } from '../routing/link'
import { BRAND_NAME } from '../../core/shared/brand'
import { PATHS } from '../../core/navigation/paths'
import { useChat } from '../features/support/chat-state'
import styles from './site-footer.module.css'

const BLOG_TITLES = [
  'How Sweepstakes Casinos Work',
  'Reading a Slot’s Return to Player',
  'Bankroll Habits That Last',
  'Provably Fair Games, Explained',
  'Crash Games: When to Cash Out',
  'Plinko Strategy Myths',
  'A Beginner’s Guide to Video Poker',
  'Roulette Bets and Their Odds',
  'Keno Without the Confusion',
  'Playing Responsibly',
]

const BONUS_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['Daily Bonus', PATHS.dailyBonuses],
  ['Weekly Bonus', PATHS.weeklyBonuses],
  ['Happy Hour', PATHS.happyHourBonuses],
  ['Join', PATHS.joinBonuses],
]

/**
 * The footer (docs/product/screens-and-routes.md#footer): Blogs, Bonuses, Pages, Contact; most
 * links are placeholders ('#').
 */
export const SiteFooter = memo(function SiteFooter() {
  const { openChat } = useChat()
  return (
    <footer className={styles.footer}>
      <div className={styles.top}>
        <div className={styles.brand}>
          <Link href={PATHS.landing} className={styles.logo}>
            <img src="/images/brand/logo.webp" alt={`${BRAND_NAME} home`} width={148} height={32} loading="lazy" />
          </Link>
          <p className={styles.about}>A sweepstakes casino with thousands of games, instant play and one wallet for everything.</p>
          <p className={styles.badges}>
            <span className={styles.age}>18+</span>
            <span>Play responsibly</span>
          </p>
        </div>
        <section aria-labelledby="footer-blogs" className={styles.blogs}>
          <h2 id="footer-blogs" className={styles.heading}>
            Blogs
          </h2>
          <ul className={`${styles.list} ${styles.blogList}`}>
            {BLOG_TITLES.map((t) => (
              <li key={t}>
                <a href="#">{t}</a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-bonuses">
          <h2 id="footer-bonuses" className={styles.heading}>
            Bonuses
          </h2>
          <ul className={styles.list}>
            {BONUS_LINKS.map(([t, href]) => (
              <li key={t}>
                <Link href={href}>{t}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            Pages
          </h2>
          <ul className={styles.list}>
            <li>
              <a href="#">Blogs</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact
          </h2>
          <ul className={styles.list}>
            <li>
              <button type="button" className={styles.linkButton} onClick={openChat} aria-haspopup="dialog">
                Support
              </button>
            </li>
            <li>
              <a href="#">Partners</a>
            </li>
            <li>
              <a href="#">Legal</a>
            </li>
            <li>
              <a href="#">{BRAND_NAME}</a>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {BRAND_NAME}. No purchase necessary. Void where prohibited. Play responsibly; 18+ only.
      </p>
    </footer>
  )
})
