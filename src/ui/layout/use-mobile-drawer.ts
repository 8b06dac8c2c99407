import { useEffect, useRef } from 'react'
import { useLocation } from 'wouter'
import { useLayoutState } from './layout-state'

export const SIDEBAR_ID = 'site-sidebar'
export const MOBILE_MENU_BUTTON_ID = 'mobile-menu-button'

/**
 * The phone drawer's manners: it closes when the player navigates or presses Escape (focus goes
 * back to Menu), and focus moves into it when it opens.
 */
export function useMobileDrawer(): boolean {
  const { sidebarOpen, closeSidebar, isMobile } = useLayoutState()
  const [location] = useLocation()
  const drawerOpen = isMobile && sidebarOpen
  const drawnAt = useRef(location)

  // Only an open drawer is closed: closing a closed one still set the layout's state (from "as the
  // width decides" to "closed"), and the first tap on a phone drew the whole layout again between
  // its frame and the new screen's (14 ms at 4×, issue 27).
  useEffect(() => {
    if (drawnAt.current === location) return
    drawnAt.current = location
    if (drawerOpen) closeSidebar()
  }, [location, drawerOpen, closeSidebar])

  useEffect(() => {
    if (!drawerOpen) return
    // The search box first: on a phone the drawer is where search lives.
    document.querySelector<HTMLElement>(`#${SIDEBAR_ID} input, #${SIDEBAR_ID} a`)?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      closeSidebar()
      document.getElementById(MOBILE_MENU_BUTTON_ID)?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [drawerOpen, closeSidebar])

  return drawerOpen
}
