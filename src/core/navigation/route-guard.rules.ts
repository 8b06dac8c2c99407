import { PATHS } from './paths'

// Search results are the casino narrowed: open to visitors like the casino itself.
const OPEN_TO_VISITORS = new Set<string>([PATHS.landing, PATHS.login, PATHS.signup, PATHS.casino, PATHS.register, PATHS.search])
const AUTH_FORMS = new Set<string>([PATHS.login, PATHS.signup, PATHS.register])
const CATEGORY_PAGE = /^\/category\/[^/]+\/?$/

const normalise = (path: string): string => {
  const bare = path.split(/[?#]/)[0] ?? '/'
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare
}

/**
 * Where the route guard sends a visitor (docs/product/screens-and-routes.md#route-guard): signed-in
 * players away from the login and sign-up forms to the lobby; signed-out visitors to /login from
 * anything but the landing, login, sign-up, casino and category pages. `null` means stay.
 */
export function guardRedirect(path: string, signedIn: boolean): string | null {
  const p = normalise(path)
  // The operator console signs its operators in itself; a player's session means nothing there.
  if (p === PATHS.operator || p.startsWith(`${PATHS.operator}/`)) return null
  if (signedIn) return AUTH_FORMS.has(p) ? PATHS.dashboard : null
  if (OPEN_TO_VISITORS.has(p) || CATEGORY_PAGE.test(p)) return null
  return PATHS.login
}

/**
 * Signed in if the store says so or a token is stored: either one is enough
 * (docs/product/screens-and-routes.md#route-guard).
 */
export const isSignedIn = (storeSaysSo: boolean, storedToken: string | null): boolean =>
  storeSaysSo || (storedToken !== null && storedToken !== '')
