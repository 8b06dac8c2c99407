import type { Locator, Page } from '@playwright/test'

/**
 * A hand reaches its target a moment before it presses: a mouse's hover has its own frames, and
 * finding the target (Playwright's queries run in the page) is done by then.
 */
const REACH_MS = 250

const touches = (page: Page): Promise<boolean> => page.evaluate(() => navigator.maxTouchPoints > 0)

/**
 * A player's tap at a point: a finger on a touch screen (no hover), else the mouse moved there,
 * left a moment, then pressed and released. Nothing else runs in the page meanwhile (Playwright's
 * own checks before a locator's click would, on the slowed CPU, right before the input).
 */
export async function tapAt(page: Page, point: { readonly x: number; readonly y: number }): Promise<void> {
  const touch = await touches(page)
  if (!touch) await page.mouse.move(point.x, point.y)
  await page.waitForTimeout(REACH_MS)
  if (touch) return page.touchscreen.tap(point.x, point.y)
  await page.mouse.down()
  await page.mouse.up()
}

/** A tap on `target`, wherever it is on screen now. */
export const tap = async (target: Locator): Promise<void> => tapAt(target.page(), await centreOf(target))

/** Where `target` is, once it is on screen and still: its centre. */
export async function centreOf(target: Locator): Promise<{ readonly x: number; readonly y: number }> {
  await target.scrollIntoViewIfNeeded()
  const box = await target.boundingBox()
  if (box === null) throw new Error(`${String(target)} is not on screen`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}
