import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useMediaQuery } from '../hooks/use-media-query'

/** Phones: the sidebar becomes a drawer and the bottom bar appears. Matches the CSS breakpoint. */
const MOBILE_MEDIA = '(max-width: 767px)'

interface LayoutState {
  /** Desktop: the sidebar is expanded (not collapsed to icons). Phone: the drawer is open. */
  readonly sidebarOpen: boolean
  readonly toggleSidebar: () => void
  readonly closeSidebar: () => void
  /** Under 768 px the sidebar is a drawer over the page. */
  readonly isMobile: boolean
  /**
   * Nobody has opened or closed the sidebar since the width last crossed 768 px: it is drawn open
   * and the stylesheet hides it on a phone. The prerendered HTML, which knows no width, is drawn so.
   */
  readonly widthDecides: boolean
}

const LayoutContext = createContext<LayoutState | null>(null)

/**
 * The sidebar's state, shared by the header toggle and the mobile bar's Menu. It starts expanded
 * on a desktop and closed on a phone, and starts over that way when the width crosses 768 px.
 */
export function LayoutStateProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_MEDIA, false)
  const [chosen, setOpen] = useState<boolean | null>(null)
  // Crossing the breakpoint starts over: open on a desktop, closed on a phone.
  useEffect(() => setOpen(null), [isMobile])
  const toggleSidebar = useCallback(() => setOpen((o) => !(o ?? !isMobile)), [isMobile])
  const closeSidebar = useCallback(() => setOpen(false), [])
  const value = useMemo(
    () => ({ sidebarOpen: chosen ?? !isMobile, toggleSidebar, closeSidebar, isMobile, widthDecides: chosen === null }),
    [chosen, toggleSidebar, closeSidebar, isMobile],
  )
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutContext)
  if (state === null) throw new Error('useLayoutState called outside <LayoutStateProvider>')
  return state
}
