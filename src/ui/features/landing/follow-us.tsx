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
              <span
                aria-hidden="true"
                className="icon"
                style={{
                  width: 24,
                  height: 24,
                  WebkitMaskImage: `url(/images/social/${slug}.svg)`,
                  maskImage: `url(/images/social/${slug}.svg)`,
                }}
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
