export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one (no "back" to this screen). */
  readonly replace?: boolean
}

/**
 * Moves the player to another screen of the app (paths from core/navigation/paths.ts), so a use
 * case can end a flow where the specification says (an invoice page, /dashboard, /wallet).
 * Never throws.
 */
export interface Navigation {
  readonly go: (path: string, options?: NavigateOptions) => void
}
