/** What the browser build needs from its surroundings; tests pass their own. */
export interface BrowserEnv {
  /** Prefix for API calls; empty when the SPA and the API share an origin. */
  readonly apiBaseUrl: string
  readonly storage: Storage
  readonly alert: (message: string) => void
  readonly console: Pick<Console, 'error' | 'info'>
  readonly fetchFn?: typeof fetch
  /** Opens a browser tab (window.open); defaults to the global one. */
  readonly open?: (url?: string, target?: string, features?: string) => WindowProxy | null
  /** The system clipboard; defaults to navigator.clipboard. */
  readonly clipboard?: () => Pick<Clipboard, 'writeText'> | undefined
}
