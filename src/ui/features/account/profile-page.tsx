import { AccountTabs } from '../../components/account-tabs'
import { PageTitle } from '../../components/page-title'
import { PasswordForm } from './profile/password-form'
import { PersonalDetailsForm } from './profile/personal-details-form'
import styles from './profile/profile.module.css'
import { useProfileScreen } from './profile/use-profile-screen'

/** /profile: personal details and the account password (docs/product/screens-and-routes.md#profile). */
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
        {screen === null ? (
          <p role="status" className={styles.lead}>
            Loading your profile…
          </p>
        ) : (
          <PersonalDetailsForm screen={screen} />
        )}
      </section>
      <PasswordForm />
    </div>
  )
}
