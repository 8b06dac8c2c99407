import type { Navigation, NavigateOptions } from '../../core/shared/navigation.port'

export type NavigateFn = (path: string, options?: NavigateOptions) => void

/** Where the router lends its navigate function to the container; attach returns a detach. */
export interface NavigationHost {
  readonly attach: (navigate: NavigateFn) => () => void
}

/**
 * A Navigation whose target is the router's own navigate, lent by a component mounted inside the
 * router (the UI's NavigationBridge). A request made before the router is mounted is kept (the
 * last one wins) and carried out on attach, so no flow ends on a dead screen.
 */
export function bridgedNavigation(): { readonly navigation: Navigation; readonly host: NavigationHost } {
  let target: NavigateFn | null = null
  let pending: { readonly path: string; readonly options?: NavigateOptions } | null = null
  const navigation: Navigation = {
    go: (path, options) => {
      if (target === null) pending = options === undefined ? { path } : { path, options }
      else target(path, options)
    },
  }
  const host: NavigationHost = {
    attach: (navigate) => {
      target = navigate
      if (pending !== null) {
        const { path, options } = pending
        pending = null
        navigate(path, options)
      }
      // Only the router that attached may detach: a remount attaches before the old one leaves.
      return () => {
        if (target === navigate) target = null
      }
    },
  }
  return { navigation, host }
}
