import * as E from 'fp-ts/Either'
import { useRef, useState } from 'react'
import { sessionTimes, type AccountSession } from '../../../../core/account/account-sessions'
import { useAuth } from '../../../auth/use-auth'
import { useDependency } from '../../../di/container-context'
import { useScreenRead } from '../../../hooks/use-screen-read'
import styles from './account-activity.module.css'
import profile from './profile.module.css'
import { accountSessions } from './profile.reads'
import { accountArea } from '../../../../composition/areas/account.area'

const endLabel = (s: AccountSession) =>
  s.current ? 'Sign out of this device' : `End the sign-in on ${s.device}${s.address === null ? '' : ` from ${s.address}`}`

/**
 * Account activity (docs/product/safer-play.md#account-activity): where the player is signed in,
 * and ending any of it. Ending this device's sign-in signs out here; ending another signs that
 * browser out at once, its live balance with it.
 */
export function AccountActivitySection() {
  const sessions = useDependency('AccountSessions', accountArea)
  const notifier = useDependency('Notifier')
  const clock = useDependency('Clock')
  const { signOut } = useAuth()
  const loaded = useScreenRead(accountSessions)
  const [ended, setEnded] = useState<ReadonlySet<number>>(new Set())
  const [busy, setBusy] = useState<number | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)

  const end = async (s: AccountSession) => {
    setBusy(s.id)
    const result = await sessions.end(s.id)()
    setBusy(null)
    if (E.isLeft(result)) {
      const gone = result.left._tag === 'Unexpected' && result.left.status === 404
      if (!gone) return notifier.error('That sign-in could not be ended. Please try again.')
      notifier.info('That sign-in had already ended.')
    } else {
      notifier.success(result.right.message)
      if (result.right.signedOut) return signOut()
    }
    setEnded((before) => new Set(before).add(s.id))
    // The row and its button leave the page: the focus goes back to the section, not to the page's start.
    heading.current?.focus()
  }

  const now = clock.now()
  return (
    <section className={profile.card} aria-labelledby="activity-heading">
      <header className={profile.cardHeader}>
        <h2 id="activity-heading" ref={heading} tabIndex={-1}>
          Account activity
        </h2>
        <p className={profile.lead}>Where you are signed in. If you do not recognise one, end it and change your password.</p>
      </header>
      {loaded._tag === 'Loading' && (
        <p role="status" className={profile.lead}>
          Loading your sign-ins…
        </p>
      )}
      {loaded._tag === 'Failed' && (
        <p role="status" className={profile.lead}>
          Your sign-ins could not be loaded. Please try again later.
        </p>
      )}
      {loaded._tag === 'Loaded' && (
        <ul className={styles.list} aria-label="Your sign-ins">
          {loaded.value
            .filter((s) => !ended.has(s.id))
            .map((s) => (
              <li key={s.id} className={styles.session}>
                <div className={styles.about}>
                  <p className={styles.device}>
                    {s.device}
                    {s.current && <span className={styles.here}>This device</span>}
                  </p>
                  <p className={styles.detail}>{s.address === null ? 'Address not known' : `From ${s.address}`}</p>
                  <p className={styles.detail}>{sessionTimes(s, now)}</p>
                </div>
                <button
                  type="button"
                  className={profile.secondary}
                  aria-label={endLabel(s)}
                  disabled={busy === s.id}
                  onClick={() => void end(s)}
                >
                  {s.current ? 'Sign out' : 'End'}
                </button>
              </li>
            ))}
        </ul>
      )}
    </section>
  )
}
