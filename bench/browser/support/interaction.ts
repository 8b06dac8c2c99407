import type { Page } from '@playwright/test'
import { longestOf, type EventEntry, type InteractionTiming } from './event-timing'

/** The browser reports an interaction's entries once its next frame is presented; on the slowed CPU that can take a while. */
const REPORT_TIMEOUT_MS = 10_000
/** Entries of one interaction (pointerdown's frame, then click's) can come in more than one batch. */
const LATER_ENTRIES_MS = 400

const recorded = (page: Page): Promise<number> => page.evaluate(() => window.__benchEvents?.length ?? -1)

/**
 * Does `act` (one tap or key press, through Playwright's input, which the browser treats as a
 * player's) and reads its Event Timing entries, recorded by installEventTiming: the longest one
 * is what INP would count.
 */
export async function timedInteraction(page: Page, act: () => Promise<void>): Promise<InteractionTiming> {
  const before = await recorded(page)
  if (before < 0) throw new Error('the page records no Event Timing entries (installEventTiming was not added)')
  await act()
  const fresh = async (): Promise<EventEntry[]> => page.evaluate((from) => window.__benchEvents!.slice(from), before)
  const deadline = Date.now() + REPORT_TIMEOUT_MS
  let entries = await fresh()
  while (entries.length === 0 && Date.now() < deadline) {
    await page.waitForTimeout(50)
    entries = await fresh()
  }
  await page.waitForTimeout(LATER_ENTRIES_MS)
  entries = await fresh()
  const ids = new Set(entries.map((e) => e.interactionId))
  if (ids.size > 1) throw new Error(`one action made ${ids.size} interactions: ${entries.map((e) => e.name).join(', ')}`)
  const timing = longestOf(entries)
  if (timing === null) throw new Error(`the page reported no Event Timing entry within ${REPORT_TIMEOUT_MS / 1000} s of the action`)
  return timing
}
