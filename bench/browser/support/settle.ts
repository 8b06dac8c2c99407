import type { Page } from '@playwright/test'

/** Quiet for this long: no request started, no long task. */
const QUIET_MS = 1_000
const SETTLE_TIMEOUT_MS = 60_000

declare global {
  interface Window {
    __benchLongTasks?: number
  }
}

/** Runs in the page before its own scripts (addInitScript): counts long tasks (50 ms and over). */
export function countLongTasks(): void {
  window.__benchLongTasks = 0
  new PerformanceObserver((list) => {
    window.__benchLongTasks! += list.getEntries().length
  }).observe({ type: 'longtask', buffered: true })
}

/**
 * Waits until the page has stopped working after its load: no new request and no long task for a
 * second (its lists decoded, the idle prefetches done), so what is measured next is the
 * interaction alone.
 */
export async function settled(page: Page): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS
  const activity = () => page.evaluate(() => `${window.__benchLongTasks ?? 0} ${performance.getEntriesByType('resource').length}`)
  let seen = await activity()
  while (Date.now() < deadline) {
    await page.waitForTimeout(QUIET_MS)
    const now = await activity()
    if (now === seen) return
    seen = now
  }
  throw new Error(`${page.url()} did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`)
}
