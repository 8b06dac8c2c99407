/** One Event Timing entry of an interaction, as the page's own observer saw it; times in ms from the navigation's start. */
export interface EventEntry {
  readonly name: string
  readonly interactionId: number
  readonly startTime: number
  readonly processingStart: number
  readonly processingEnd: number
  /** From the input to the next paint after its handlers ran (rounded by the browser to 8 ms). */
  readonly duration: number
}

interface PerformanceEventTimingEntry extends PerformanceEntry {
  readonly interactionId: number
  readonly processingStart: number
  readonly processingEnd: number
}

declare global {
  interface Window {
    __benchEvents?: EventEntry[]
  }
}

/**
 * Runs in the page before its own scripts (addInitScript): records every Event Timing entry that
 * belongs to an interaction (a tap, a click, a key), the way INP reads them, from 16 ms up (the
 * lowest threshold the browser allows), and the page's first input whatever its length.
 */
export function installEventTiming(): void {
  const events: EventEntry[] = []
  window.__benchEvents = events
  const record = (list: PerformanceObserverEntryList) => {
    for (const entry of list.getEntries() as PerformanceEventTimingEntry[]) {
      if (entry.interactionId === 0) continue
      const { name, interactionId, startTime, processingStart, processingEnd, duration } = entry
      events.push({ name, interactionId, startTime, processingStart, processingEnd, duration })
    }
  }
  // durationThreshold is not in TypeScript's PerformanceObserverInit yet.
  new PerformanceObserver(record).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
  // A page's first tap is reported however short it was: on an idle machine the one-button page
  // answers within 16 ms, which the 'event' entries leave out.
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true })
}

/** What one interaction cost: its longest entry, as INP counts it. */
export interface InteractionTiming {
  /** Input to the next paint after its handlers: what the player waits to see anything. */
  readonly duration: number
  /** Input until its handlers started: how long the page kept it waiting. */
  readonly inputDelay: number
  readonly processing: number
  /** After the handlers until the next paint: rendering, style, layout, paint. */
  readonly presentation: number
  readonly entries: readonly EventEntry[]
}

/** The interaction's longest entry and its parts; null when the page recorded no entry for it. */
export function longestOf(entries: readonly EventEntry[]): InteractionTiming | null {
  const longest = [...entries].sort((a, b) => b.duration - a.duration)[0]
  if (longest === undefined) return null
  return {
    duration: longest.duration,
    inputDelay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentation: longest.startTime + longest.duration - longest.processingEnd,
    entries,
  }
}
