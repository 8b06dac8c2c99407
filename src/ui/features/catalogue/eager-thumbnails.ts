/** A grid's first row or so: the thumbnails a first load may paint as its largest image. */
const FIRST_LOAD_EAGER = 6

/** The path and query the document was loaded at (its navigation entry); null where there is none. */
function loadedAt(): string | null {
  const entry = globalThis.performance?.getEntriesByType?.('navigation')[0]
  if (entry === undefined) return null
  const url = new URL(entry.name)
  return url.pathname + url.search
}

/**
 * How many of a new grid's first cards ask for their thumbnail at once rather than when laid out
 * near the screen. On the screen the page loads with (prerendered, hydrated, or a redirect before
 * any input), the first six: one of them may be its largest paint. On a screen opened by the
 * player's tap or key, none: each answer is a task on the main thread, and six of them landed
 * between the new screen's commit and its first frame, holding that frame on a slow phone
 * (issue 27); lazy ones are asked for by that frame's own layout.
 * The page's own address is checked first: user activation alone is not enough, since browser
 * automation (Playwright's evaluations) grants it without any input, before a grid mounts.
 */
export function eagerThumbnails(): number {
  if (typeof navigator === 'undefined' || typeof location === 'undefined') return FIRST_LOAD_EAGER
  const onLoadedScreen = location.pathname + location.search === loadedAt()
  return onLoadedScreen || !navigator.userActivation?.hasBeenActive ? FIRST_LOAD_EAGER : 0
}
