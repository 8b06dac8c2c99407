import type { Page } from '@playwright/test'
import { tapAt } from './tap'

/** Taps per page, at uneven gaps, so they land at any point of whatever the page does periodically. */
const TAPS = 7
const GAPS_MS = [230, 410, 170, 530, 290, 370, 610] as const

declare global {
  interface Window {
    __benchInputDelays?: number[]
  }
}

/**
 * Runs in the page before its own scripts (addInitScript): how long each pointerdown waited
 * before the page's first listener heard it (a window capture listener, added before any of the
 * page's). Read from a listener rather than Event Timing, whose entries stop below 16 ms.
 */
export function recordInputDelays(): void {
  const delays: number[] = []
  window.__benchInputDelays = delays
  addEventListener('pointerdown', (e) => delays.push(performance.now() - e.timeStamp), { capture: true })
}

/**
 * The average wait of taps on `spot` (somewhere a tap changes nothing) while the page is left
 * alone: what whatever runs on an idle page (timers, animations that need the main thread,
 * polling) adds to every input.
 */
export async function idleInputDelay(page: Page, spot: { x: number; y: number }): Promise<number> {
  const from = await page.evaluate(() => window.__benchInputDelays?.length ?? -1)
  if (from < 0) throw new Error('the page records no input delays (recordInputDelays was not added)')
  for (let i = 0; i < TAPS; i += 1) {
    await page.waitForTimeout(GAPS_MS[i % GAPS_MS.length]!)
    await tapAt(page, spot)
  }
  const delays = await page.evaluate((n) => window.__benchInputDelays!.slice(n), from)
  if (delays.length !== TAPS) throw new Error(`${TAPS} taps, ${delays.length} pointerdowns heard`)
  return delays.reduce((a, b) => a + b, 0) / delays.length
}
