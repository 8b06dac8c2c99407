import { memo } from 'react'
import { Link } from '../routing/link'
import { PATHS } from '../../core/navigation/paths'
import { chatEntryLabel } from '../../core/support/chat'
import { Icon } from '../components/icon'
import { useChat, useChatUnread } from '../features/support/chat-state'
import { useUnreadAnswers } from '../features/support/use-unread-answers'
import { useLayoutState } from './layout-state'
import styles from './mobile-bar.module.css'
import { MOBILE_MENU_BUTTON_ID, SIDEBAR_ID } from './use-mobile-drawer'

/** The phone-width bottom bar: Menu, Chat, the wheel, Off Market, Favourite. */
export const MobileBar = memo(function MobileBar({ favoritesHref }: { favoritesHref: string }) {
  const { sidebarOpen, toggleSidebar, widthDecides } = useLayoutState()
  const { openChat } = useChat()
  const unread = useChatUnread()
  useUnreadAnswers()
  return (
    <nav aria-label="Quick links" className={styles.bar}>
      <button
        id={MOBILE_MENU_BUTTON_ID}
        type="button"
        className={styles.item}
        aria-expanded={sidebarOpen && !widthDecides}
        aria-controls={SIDEBAR_ID}
        onClick={toggleSidebar}
      >
        <Icon name="menu" />
        <span>Menu</span>
      </button>
      <button type="button" className={styles.item} onClick={openChat} aria-label={chatEntryLabel(unread)} aria-haspopup="dialog">
        <span className={styles.badgeHolder}>
          <Icon name="chat" />
          {unread > 0 && (
            <span className={styles.badge} aria-hidden="true">
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </span>
        <span>Chat</span>
      </button>
      <Link href={PATHS.dailyBonuses} className={`${styles.item} ${styles.wheel}`} aria-label="Bonus wheel">
        <Icon name="wheel" size={36} className={styles.spin} />
      </Link>
      <Link href={PATHS.offMarket} className={styles.item}>
        <Icon name="off-market" />
        <span>Off Market</span>
      </Link>
      <Link href={favoritesHref} className={styles.item}>
        <Icon name="favourite" />
        <span>Favourite</span>
      </Link>
    </nav>
  )
})
