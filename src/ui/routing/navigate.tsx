import { createContext, useCallback, useContext } from 'react'
import { useRouter } from 'wouter'
import { navigate as browserNavigate } from 'wouter/use-browser-location'

export type Navigate = (to: string, options?: { readonly replace?: boolean }) => void

const NavigateContext = createContext<Navigate>(browserNavigate)

/** Tests give the app their memory location's navigate; the browser's is the default. */
export const NavigateProvider = NavigateContext.Provider

/** `to` inside `base`, or from the root when it starts with '~' (wouter's own convention). */
export const absolutePath = (to: string, base: string): string => (to.startsWith('~') ? to.slice(1) : base + to)

/**
 * Goes to `to` within the current router's base ('~/…' for an absolute path), as wouter's own
 * navigate does, without subscribing to the address: wouter's useLocation renders its component
 * again at every change of address, so each link and form that only navigates rendered with every
 * tap, in the tap's urgent render (issue 27).
 */
export function useNavigate(): Navigate {
  const navigate = useContext(NavigateContext)
  const { base } = useRouter()
  return useCallback<Navigate>((to, options) => navigate(absolutePath(to, base), options), [navigate, base])
}
