import { memo } from 'react'
import { Link } from '../routing/link'
import { PATHS } from '../../core/navigation/paths'
import { useAuth } from '../auth/use-auth'
import { Icon } from '../components/icon'
import { BalanceMenu } from './balance-menu'
import { useLayoutState } from './layout-state'
import { ProfileMenu } from './profile-menu'
import styles from './site-header.module.css'

export const SiteHeader = memo(function SiteHeader() {
  const { signedIn } = useAuth()
  const { sidebarOpen, toggleSidebar } = useLayoutState()
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={`${styles.iconButton} ${styles.sidebarToggle}`}
        aria-expanded={sidebarOpen}
        aria-controls="site-sidebar"
        onClick={toggleSidebar}
      >
        <Icon name="menu" />
        <span className={styles.srOnly}>{sidebarOpen ? 'Collapse sidebar' : 'Expand sidebar'}</span>
      </button>
      <Link href={PATHS.landing} className={styles.logo}>
        <img src="/images/brand/logo.webp" alt="Coinfall home" width={132} height={32} />
      </Link>
      <span className={styles.badge}>
        <Icon name="sweepstakes" size={16} /> Sweepstakes
      </span>
      <div className={styles.actions}>
        {signedIn && <BalanceMenu />}
        <Link href={PATHS.language} className={styles.language} aria-label="Language: English">
          En
        </Link>
        {signedIn ? (
          <ProfileMenu />
        ) : (
          <>
            <Link href={PATHS.login} className={styles.secondaryButton}>
              Login
            </Link>
            <Link href={PATHS.register} className={styles.primaryButton}>
              Register
            </Link>
          </>
        )}
      </div>
    </header>
  )
})
