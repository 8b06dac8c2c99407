import { Bounce, ToastContainer } from 'react-toastify'
import { Router } from 'wouter'
import type { Resolver } from '../composition/resolver'
import { ContainerProvider } from './di/container-context'
import { LayoutStateProvider } from './layout/layout-state'
import { AppRoutes } from './routing/routes'
import { NavigationBridge } from './routing/navigation-bridge'
import { TOAST_DEFAULTS } from './notifications/toast-defaults'
import type { BaseLocationHook } from 'wouter'

/** The whole app around a container; tests pass a memory location hook. */
export function App({ container, hook }: { container: Resolver; hook?: BaseLocationHook }) {
  return (
    <ContainerProvider container={container}>
      <Router {...(hook ? { hook } : {})}>
        <NavigationBridge />
        <LayoutStateProvider>
          <AppRoutes />
        </LayoutStateProvider>
      </Router>
      <ToastContainer {...TOAST_DEFAULTS} transition={Bounce} />
    </ContainerProvider>
  )
}
