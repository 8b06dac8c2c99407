import { Bounce, ToastContainer } from 'react-toastify'
import { Router } from 'wouter'
import type { Resolver } from '../composition/resolver'
import { ContainerProvider } from './di/container-context'
import { LayoutStateProvider } from './layout/layout-state'
import { PATHS } from '../core/navigation/paths'
import { ErrorBoundary } from './routing/error-boundary'
import { AppRoutes } from './routing/routes'
import { ScreenFailed } from './routing/screen-failed'
import { NavigationBridge } from './routing/navigation-bridge'
import { TOAST_DEFAULTS } from './notifications/toast-defaults'
import type { BaseLocationHook, BaseSearchHook } from 'wouter'

/** The last resort: outside the router and the container, so it shows even if those broke. */
const APP_FAILED = <ScreenFailed wayBack={<a href={PATHS.dashboard}>Back to the lobby</a>} />

/** The whole app around a container; tests pass a memory location hook (and its search hook). */
export function App({ container, hook, searchHook }: { container: Resolver; hook?: BaseLocationHook; searchHook?: BaseSearchHook }) {
  return (
    <ErrorBoundary resetKey="app" fallback={APP_FAILED}>
      <ContainerProvider container={container}>
        <Router {...(hook ? { hook } : {})} {...(searchHook ? { searchHook } : {})}>
          <NavigationBridge />
          <LayoutStateProvider>
            <AppRoutes />
          </LayoutStateProvider>
        </Router>
        <ToastContainer {...TOAST_DEFAULTS} transition={Bounce} />
      </ContainerProvider>
    </ErrorBoundary>
  )
}
