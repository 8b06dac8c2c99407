import { Link } from '../routing/link'
import { useNavigate } from '../routing/navigate'
import { PATHS } from '../../core/navigation/paths'
import { useDependency } from '../di/container-context'
import { Icon } from '../components/icon'
import { useDisclosure } from '../hooks/use-disclosure'
import styles from './site-header.module.css'
import { authArea } from '../../composition/areas/auth.area'

const ENTRIES: ReadonlyArray<readonly [string, string]> = [
  ['My Account', PATHS.profile],
  ['Deposit', PATHS.wallet],
  ['Withdraw', PATHS.wallet],
  ['Affiliates', PATHS.affiliates],
  ['Transactions', PATHS.transaction],
  ['Bonus', PATHS.dailyBonuses],
  ['VIP', PATHS.userLeveling],
  ['Language', PATHS.language],
]

/**
 * The signed-in player's menu (docs/product/screens-and-routes.md#header). Logout clears the stored
 * session at once (the server revokes the token in the background) and goes to /login.
 */
export function ProfileMenu() {
  const { open, toggle, close, container, button } = useDisclosure()
  const signOut = useDependency('Logout', authArea)
  const navigate = useNavigate()
  const logout = () => {
    close()
    void signOut()()
    navigate(PATHS.login, { replace: true })
  }
  return (
    <div className={styles.menu} ref={container}>
      <button ref={button} type="button" className={styles.iconButton} aria-expanded={open} aria-controls="profile-menu" onClick={toggle}>
        <Icon name="user" />
        <span className={styles.srOnly}>Account menu</span>
      </button>
      <ul id="profile-menu" className={styles.dropdown} hidden={!open}>
        {ENTRIES.map(([label, href]) => (
          <li key={label}>
            <Link href={href} className={styles.menuItem} onClick={close}>
              {label}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuItem} onClick={logout}>
            <Icon name="logout" size={16} /> Logout
          </button>
        </li>
      </ul>
    </div>
  )
}
