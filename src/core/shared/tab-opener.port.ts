/** A browser tab opened before its address is known. */
interface ReservedTab {
  /** Sends the tab to `url` (an absolute http(s) address). */
  readonly show: (url: string) => void
  /** Closes the tab when there turned out to be nothing to show. */
  readonly close: () => void
}

/**
 * Opens pages in a new tab. Popup blockers only allow a tab opened during the player's click, but
 * the address comes from a request made after it: so the tab is reserved first, synchronously,
 * and shown later. Never throws; a blocked popup still shows the page somehow (the adapter decides).
 */
export interface TabOpener {
  readonly reserve: () => ReservedTab
}
