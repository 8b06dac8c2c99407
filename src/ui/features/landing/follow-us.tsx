import { Icon } from '../../components/icon'
import styles from './follow-us.module.css'

const NETWORKS = [
  ['x', 'X'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['telegram', 'Telegram'],
  ['discord', 'Discord'],
] as const

/** 'Follow Us': the accounts are not named in the specification, so the links point to '#'. */
export function FollowUs() {
  return (
    <section className={styles.section} aria-labelledby="follow-heading">
      <h2 id="follow-heading" className={styles.heading}>
        Follow Us
      </h2>
      <p className={styles.text}>News, drops and bonus codes first.</p>
      <ul className={styles.list}>
        {NETWORKS.map(([slug, name]) => (
          <li key={slug}>
            <a href="#" className={styles.link} aria-label={`Follow us on ${name}`}>
              <Icon name={`social-${slug}`} size={24} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
