import { type Page } from '@playwright/test'

/** Which card to wait for: the first item of the list named by `heading`, showing `game`. */
export interface CardTarget {
  readonly key: string
  readonly heading: string
  readonly game: string
}

/** Times in ms from the navigation's start, as the browser reports them. */
export interface CardMarks {
  clickAt?: number
  painted?: number
  thumbnail?: number
}

interface ElementTiming extends PerformanceEntry {
  readonly identifier: string
  readonly renderTime: number
  readonly loadTime: number
  readonly intersectionRect: DOMRectReadOnly
}

declare global {
  interface Window {
    __benchCards?: Record<string, CardMarks>
  }
}

/**
 * Runs in the page (as an init script or through evaluate). Every frame, before it is painted,
 * looks for the first item of the list labelled by the heading that reads `heading`, as a screen
 * reader would find it; once that item shows the expected game it marks the card's name and
 * thumbnail for Element Timing, so the browser itself reports when each is first painted on
 * screen (as it does for LCP). A task queued after the frame is no clock for that: on the slowed
 * CPU such tasks ran up to 2.5 s after the paint. With `fromClick`, also notes the next click.
 */
export function watchFirstCard({ target, fromClick }: { target: CardTarget; fromClick: boolean }): void {
  const marks: CardMarks = {}
  window.__benchCards = { ...window.__benchCards, [target.key]: marks }
  if (fromClick)
    addEventListener(
      'click',
      (e) => {
        marks.clickAt = e.timeStamp
      },
      { capture: true, once: true },
    )
  const id = `bench-${target.key}`
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) {
      const time = entry.renderTime || entry.loadTime
      if (entry.intersectionRect.width === 0 || entry.intersectionRect.height === 0) continue
      if (entry.identifier === `${id}-card`) marks.painted ??= time
      if (entry.identifier === `${id}-thumbnail`) marks.thumbnail ??= time
    }
  }).observe({ type: 'element', buffered: true })
  const firstItem = (): Element | null => {
    for (const heading of document.querySelectorAll('h1[id], h2[id]')) {
      if (heading.textContent?.trim() !== target.heading) continue
      return document.querySelector(`ul[aria-labelledby="${CSS.escape(heading.id)}"] > li`)
    }
    return null
  }
  const frame = () => {
    const item = fromClick && marks.clickAt === undefined ? null : firstItem()
    // The Play button's name, as a screen reader reads it (its aria-label; its text says only "Play Now").
    const play = item?.querySelector('button')
    const shown = (play?.getAttribute('aria-label') ?? play?.textContent?.replace(/\s+/g, ' ').trim()) === `Play Now ${target.game}`
    const name = shown ? [...item!.querySelectorAll('p')].find((p) => p.textContent?.trim() === target.game) : undefined
    if (name === undefined) {
      requestAnimationFrame(frame)
    } else {
      name.setAttribute('elementtiming', `${id}-card`)
      item!.querySelector('img')?.setAttribute('elementtiming', `${id}-thumbnail`)
    }
  }
  requestAnimationFrame(frame)
}

/** Waits for both paints, then checks with Playwright's role queries that the card is the one meant. */
export async function cardMarks(
  page: Page,
  target: CardTarget,
  timeoutMs = 60_000,
): Promise<CardMarks & { readonly painted: number; readonly thumbnail: number }> {
  await page.waitForFunction(
    (key) => window.__benchCards?.[key]?.painted !== undefined && window.__benchCards[key]!.thumbnail !== undefined,
    target.key,
    { timeout: timeoutMs, polling: 100 },
  )
  const marks = await page.evaluate((key) => window.__benchCards![key]!, target.key)
  const card = page.getByRole('list', { name: target.heading, exact: true }).getByRole('listitem').first()
  const button = card.getByRole('button', { name: `Play Now ${target.game}`, exact: true })
  if (!(await button.isVisible())) throw new Error(`the first card of "${target.heading}" is not ${target.game}`)
  return { ...marks, painted: marks.painted!, thumbnail: marks.thumbnail! }
}
