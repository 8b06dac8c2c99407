import { useEffect } from 'react'
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

  useEffect(() => {
    if (isMobile) closeSidebar()
  }, [location, isMobile, closeSidebar])

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
