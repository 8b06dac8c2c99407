import type { Page } from '@playwright/test'

/**
 * What shows that a tap's new content is on screen: the first element matching `selector` whose
 * text reads `text`, inside the list labelled by the heading that reads `list` when given (a
 * category's first card), else anywhere (a dialog's title).
 */
export interface PaintTarget {
  readonly list?: string
  readonly selector: string
  readonly text: string
}

interface ElementTiming extends PerformanceEntry {
  readonly identifier: string
  readonly renderTime: number
  readonly loadTime: number
}

declare global {
  interface Window {
    __benchContent?: { clickAt?: number; found?: number; painted?: number }
  }
}

/**
 * Runs in the page (through evaluate) just before the tap: notes the next click's time, then
 * watches the document's changes (a MutationObserver, whose callback runs once after each batch of
 * changes, such as a render's commit) for the target; once it is in the document it is marked for
 * Element Timing, so the browser itself reports when it is first painted on screen. It asks for no
 * frames of its own: a loop of animation frames looking for the target made the browser draw
 * frames the tap alone would not, between the slices of the app's render, and searched the whole
 * document in each of them.
 *
 * Text that enters under an animation of its own or of a box around it (a dialog fading in) is
 * first painted transparent, which Element Timing does not report: its time is then when that
 * entrance started on screen (the animation's start time, resolved by the compositor for its
 * first frame).
 */
export function watchContent(target: PaintTarget): void {
  const marks: { clickAt?: number; found?: number; painted?: number } = {}
  window.__benchContent = marks
  const id = `bench-content-${Math.random().toString(36).slice(2)}`
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[])
      if (entry.identifier === id) marks.painted ??= entry.renderTime || entry.loadTime
  }).observe({ type: 'element', buffered: true })
  const scope = (): ParentNode | null => {
    if (target.list === undefined) return document
    for (const heading of document.querySelectorAll('h1[id], h2[id]'))
      if (heading.textContent?.trim() === target.list) return document.querySelector(`ul[aria-labelledby="${CSS.escape(heading.id)}"]`)
    return null
  }
  const look = () => {
    const found = [...(scope()?.querySelectorAll(target.selector) ?? [])].find(
      (el) => el.textContent?.replace(/\s+/g, ' ').trim() === target.text,
    )
    if (found === undefined) return
    changes.disconnect()
    // In the document, before any frame draws it: what came before is the app's work, what comes after the browser's rendering.
    marks.found = performance.now()
    found.setAttribute('elementtiming', id)
    const entrances: Animation[] = []
    for (let box: Element | null = found; box !== null; box = box.parentElement) entrances.push(...box.getAnimations())
    if (entrances.length > 0)
      void Promise.all(entrances.map((a) => a.ready)).then(() => {
        marks.painted ??= Math.max(...entrances.map((a) => Number(a.startTime ?? Infinity)))
      })
  }
  const changes = new MutationObserver(look)
  addEventListener(
    'click',
    (e) => {
      marks.clickAt = e.timeStamp
      changes.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true })
    },
    { capture: true, once: true },
  )
}

const CONTENT_TIMEOUT_MS = 30_000

/** From the tap's click: when the target entered the document, and its first paint. */
export interface ContentTimes {
  readonly inDocument: number
  readonly painted: number
}

/** Once the target has painted, its times from the tap's click. */
export async function contentPainted(page: Page): Promise<ContentTimes> {
  await page.waitForFunction(() => window.__benchContent?.painted !== undefined, null, { timeout: CONTENT_TIMEOUT_MS, polling: 50 })
  const marks = await page.evaluate(() => window.__benchContent!)
  return { inDocument: marks.found! - marks.clickAt!, painted: marks.painted! - marks.clickAt! }
}
