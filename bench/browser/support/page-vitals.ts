/** What the page's own performance observers saw; times in ms from the navigation's start. */
export interface PageVitals {
  readonly lcp: Array<{ readonly time: number; readonly size: number; readonly element: string }>
  readonly shifts: Array<{ readonly time: number; readonly value: number; readonly hadRecentInput: boolean; readonly sources: string[] }>
  readonly paints: Record<string, number>
}

interface LayoutShiftEntry extends PerformanceEntry {
  readonly value: number
  readonly hadRecentInput: boolean
  readonly sources?: ReadonlyArray<{ readonly node: Node | null }>
}

declare global {
  interface Window {
    __benchVitals?: PageVitals
    /** Set by --shots: takes a screenshot when an LCP candidate is reported. */
    __benchLcpShot?: (label: string) => Promise<void>
    /** The latest LCP candidate's element, for --shots to outline. */
    __benchLcpNode?: Element | null
  }
}

/**
 * Runs in the page before its own scripts (addInitScript): records LCP candidates with the
 * element each one was, layout shifts and paint timings, as the browser reports them.
 */
export function installVitals(): void {
  const vitals: PageVitals = { lcp: [], shifts: [], paints: {} }
  window.__benchVitals = vitals
  const describe = (node: Node | null): string => {
    if (!(node instanceof Element)) return node === null ? '(gone)' : node.nodeName
    const classes =
      typeof node.className === 'string' && node.className.trim() !== '' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''
    const source = node instanceof HTMLImageElement ? ` src=${new URL(node.currentSrc || node.src).pathname}` : ''
    const text = (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)
    const box = node.getBoundingClientRect()
    return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}>${source}${text ? ` "${text}"` : ''} ${Math.round(box.width)}×${Math.round(box.height)}`
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[]) {
      vitals.lcp.push({ time: entry.startTime, size: entry.size, element: describe(entry.element) })
      window.__benchLcpNode = entry.element
      void window.__benchLcpShot?.(`lcp-${Math.round(entry.startTime)}ms`)
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LayoutShiftEntry[]) {
      const sources = (entry.sources ?? []).map((s) => describe(s.node))
      vitals.shifts.push({ time: entry.startTime, value: entry.value, hadRecentInput: entry.hadRecentInput, sources })
    }
  }).observe({ type: 'layout-shift', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.paints[entry.name] = entry.startTime
  }).observe({ type: 'paint', buffered: true })
}

/**
 * Cumulative Layout Shift as Chrome defines it: shifts without recent input grouped into session
 * windows (gaps under 1 s, at most 5 s long); the largest window's sum.
 */
export function cumulativeLayoutShift(shifts: PageVitals['shifts']): number {
  let largest = 0
  let window = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of shifts.filter((s) => !s.hadRecentInput)) {
    if (shift.time - previous >= 1000 || shift.time - windowStart >= 5000) {
      window = 0
      windowStart = shift.time
    }
    window += shift.value
    previous = shift.time
    largest = Math.max(largest, window)
  }
  return largest
}
