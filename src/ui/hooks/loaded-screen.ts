/** The path and query the document was loaded at (its navigation entry); null where there is none. */
function loadedAt(): string | null {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0]
  if (entry === undefined) return null
  const url = new URL(entry.name)
  return url.pathname + url.search
}

/**
 * Whether what renders now is the screen the page loaded with (prerendered, hydrated, or a
 * redirect before any input) rather than one the player's tap or key opened. A loaded screen's
 * images may be its largest paint and are worth the wait; a tapped screen's first frame should
 * not wait for them (issue 27).
 * The page's own address is checked first: user activation alone is not enough, since browser
 * automation (Playwright's evaluations) grants it without any input, before a screen renders.
 */
export function onLoadedScreen(): boolean {
  if (typeof navigator === 'undefined' || typeof location === 'undefined') return true
  return location.pathname + location.search === loadedAt() || !navigator.userActivation?.hasBeenActive
}
