import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { buildContainer, resolveFrom } from './composition/container'
import { guardRedirect, isSignedIn } from './core/navigation/route-guard.rules'
import { App } from './ui/app'
import { preloadScreens } from './ui/routing/routes'
import './ui/styles/global.css'

const root = document.getElementById('root')
if (root === null) throw new Error('index.html has no #root element')

const container = buildContainer({
  apiBaseUrl: '',
  storage: window.localStorage,
  alert: (message) => window.alert(message),
  console: window.console,
})

const app = (
  <StrictMode>
    <App container={container} />
  </StrictMode>
)

// The server sent a public route prerendered for a signed-out visitor (scripts/build/prerender.ts):
// a visitor hydrates it; a player, whose screens differ, gets the app rendered afresh over it.
const session = resolveFrom(container, 'SessionStore').load()
const signedIn = isSignedIn(resolveFrom(container, 'AuthStore').current().isAuthenticated, session.token)
// The chunks of the screen the guard will show first (a prerendered page preloads them): its first
// render then needs no loader. A chunk that fails to load fails again inside the app, which says so;
// one still loading after a few seconds is waited for inside the app, behind its loader.
const path = window.location.pathname
const CHUNKS_AWAITED_MS = 4_000
void Promise.race([
  preloadScreens(guardRedirect(path, signedIn) ?? path).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, CHUNKS_AWAITED_MS)),
]).then(() => {
  if (root.dataset.prerendered !== undefined && !signedIn) {
    hydrateRoot(root, app)
  } else {
    root.replaceChildren()
    delete root.dataset.prerendered
    createRoot(root).render(app)
  }
})
