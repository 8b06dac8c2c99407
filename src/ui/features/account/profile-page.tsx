import type { ProfileScreen } from '../../../core/profile/load-profile.use-case'
import { assertNever } from '../../../core/shared/assert-never'
import { AccountTabs } from '../../components/account-tabs'
import { PageTitle } from '../../components/page-title'
import type { Load } from '../../hooks/use-load'
import { AccountActivitySection } from './profile/account-activity-section'
import { PasswordForm } from './profile/password-form'
import { PersonalDetailsForm } from './profile/personal-details-form'
import { accountSessions, profileScreen } from './profile/profile.reads'
import styles from './profile/profile.module.css'
import { useProfileScreen } from './profile/use-profile-screen'

function PersonalDetails({ screen }: { screen: Load<never, ProfileScreen> }) {
  switch (screen._tag) {
    case 'Loading':
      return (
        <p role="status" className={styles.lead}>
          Loading your profile…
        </p>
      )
    case 'Loaded':
      return <PersonalDetailsForm screen={screen.value} />
    case 'Failed':
      return assertNever(screen.error)
    default:
      return assertNever(screen)
  }
}

/** What the screen shows the player: read ahead of a tap from the other account tabs. */
export const screenReads = [profileScreen, accountSessions]

/** /profile: personal details, the account password and where the player is signed in (docs/product/screens-and-routes.md#profile). */
export function ProfilePage() {
  const screen = useProfileScreen()
  return (
    <div className={styles.screen}>
      <PageTitle title="Personal Details" />
      <AccountTabs />
      <section className={styles.card} aria-labelledby="profile-heading">
        <header className={styles.cardHeader}>
          <h1 id="profile-heading">Personal Details</h1>
          <p className={styles.lead}>Keep your profile updated with all necessary personal and related information.</p>
        </header>
        <PersonalDetails screen={screen} />
      </section>
      <PasswordForm />
      <AccountActivitySection />
    </div>
  )
}
