/**
 * Runs `run` once the page is idle (at most `timeoutMs` later); where the browser has no idle
 * callback (Safari), a second from now will do. Returns how to call it off.
 */
export function whenIdle(run: () => void, timeoutMs = 5_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 1_000)
  return () => window.clearTimeout(handle)
}

/** The browser asks to save data (Save-Data): nothing is fetched ahead of the player. */
export const savingData = (): boolean => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true
