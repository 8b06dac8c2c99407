import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { MOBILE_MEDIA, useMediaQuery } from './use-media-query'

interface LayoutState {
  /** Desktop: the sidebar is expanded (not collapsed to icons). Phone: the drawer is open. */
  readonly sidebarOpen: boolean
  readonly toggleSidebar: () => void
  readonly closeSidebar: () => void
  /** Under 768 px the sidebar is a drawer over the page. */
  readonly isMobile: boolean
}

const LayoutContext = createContext<LayoutState | null>(null)

/**
 * The sidebar's state, shared by the header toggle and the mobile bar's Menu. It starts expanded
 * on a desktop and closed on a phone, and starts over that way when the width crosses 768 px.
 */
export function LayoutStateProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(MOBILE_MEDIA)
  const [sidebarOpen, setOpen] = useState(!isMobile)
  useEffect(() => setOpen(!isMobile), [isMobile])
  const toggleSidebar = useCallback(() => setOpen((o) => !o), [])
  const closeSidebar = useCallback(() => setOpen(false), [])
  const value = useMemo(
    () => ({ sidebarOpen, toggleSidebar, closeSidebar, isMobile }),
    [sidebarOpen, toggleSidebar, closeSidebar, isMobile],
  )
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>
}

export function useLayoutState(): LayoutState {
  const state = useContext(LayoutContext)
  if (state === null) throw new Error('useLayoutState called outside <LayoutStateProvider>')
  return state
}
