import { Link } from '../../routing/link'
import { BRAND_NAME } from '../../../core/shared/brand'
import { PATHS } from '../../../core/navigation/paths'
import { useAuth } from '../../auth/use-auth'
import styles from './landing-top-bar.module.css'

/**
 * The landing's own compact bar: the app header is not shown on /
 * (docs/product/screens-and-routes.md#layout).
 */
export function LandingTopBar() {
  const { signedIn } = useAuth()
  return (
    <header className={styles.bar}>
      <Link href={PATHS.landing} className={styles.logo}>
        <img src="/images/brand/logo.webp" alt={`${BRAND_NAME} home`} width={132} height={32} />
      </Link>
      <nav aria-label="Account" className={styles.actions}>
        {signedIn ? (
          <Link href={PATHS.dashboard} className={styles.primary}>
            Go to lobby
          </Link>
        ) : (
          <>
            <Link href={PATHS.login} className={styles.secondary}>
              Login
            </Link>
            <Link href={PATHS.register} className={styles.primary}>
              Register
            </Link>
          </>
        )}
      </nav>
    </header>
  )
}
