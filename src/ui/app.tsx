import type { ReactNode } from 'react'
import { Router } from 'wouter'
import type { AreaResolver } from '../composition/resolver'
import { ContainerProvider } from './di/container-context'
import { LayoutStateProvider } from './layout/layout-state'
import { ChatProvider } from './features/support/chat-launcher'
import { PATHS } from '../core/navigation/paths'
import { ErrorBoundary } from './routing/error-boundary'
import { NavigateProvider, type Navigate } from './routing/navigate'
import { AppRoutes } from './routing/routes'
import { ScreenFailed } from './routing/screen-failed'
import { Toasts } from './notifications/toasts'
import type { BaseLocationHook, BaseSearchHook } from 'wouter'

/** The last resort: outside the router and the container, so it shows even if those broke. */
const APP_FAILED = <ScreenFailed wayBack={<a href={PATHS.dashboard}>Back to the lobby</a>} />

interface AppProps {
  readonly container: AreaResolver
  /** Tests pass a memory location's hook, its navigate (links and forms use it) and its search hook. */
  readonly hook?: BaseLocationHook
  readonly navigate?: Navigate
  readonly searchHook?: BaseSearchHook
  /** The path (and query) the build prerenders, where there is no browser location (src/prerender.tsx). */
  readonly ssrPath?: string
}

/** The whole app around a container. */
export function App({ container, hook, navigate, searchHook, ssrPath }: AppProps) {
  return (
    <ErrorBoundary resetKey="app" fallback={APP_FAILED}>
      <ContainerProvider container={container}>
        <Router {...(hook ? { hook } : {})} {...(searchHook ? { searchHook } : {})} {...(ssrPath !== undefined ? { ssrPath } : {})}>
          <Navigation navigate={navigate}>
            <LayoutStateProvider>
              {/* Above the routes: the chat stays open from page to page, over whatever runs there. */}
              <ChatProvider>
                <AppRoutes />
              </ChatProvider>
            </LayoutStateProvider>
          </Navigation>
        </Router>
        <Toasts />
      </ContainerProvider>
    </ErrorBoundary>
  )
}

const Navigation = ({ navigate, children }: { readonly navigate: Navigate | undefined; readonly children: ReactNode }) =>
  navigate === undefined ? children : <NavigateProvider value={navigate}>{children}</NavigateProvider>
