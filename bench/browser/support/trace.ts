import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CDPSession } from '@playwright/test'

/**
 * What the Performance panel records: tasks, rendering steps, frames, scripts and their call stacks'
 * top. Not its invalidation tracking: recording what each DOM change invalidates made a category's
 * render, some 40 ms of script untraced, one task of 720 ms.
 */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'latencyInfo',
  'loading',
  'toplevel',
  'v8.execute',
]

/** The JavaScript sampling profiler's events (Profile, ProfileChunk), as the panel records them. */
const SAMPLES = 'disabled-by-default-v8.cpu_profiler'

export interface TraceEvent {
  readonly name: string
  readonly cat: string
  readonly ph: string
  readonly ts: number
  readonly dur?: number
  readonly pid: number
  readonly tid: number
  /** Ties a sampling profile's chunks to it. */
  readonly id?: string
  readonly args?: Record<string, unknown>
}

export const TRACES_FOLDER = '.tmp/bench/traces'

/**
 * Records a trace through the DevTools protocol around `during`, as the Performance panel would;
 * `stop` returns its events and, given a label, saves them where the panel can open them.
 */
export async function recordTrace(
  cdp: CDPSession,
  { samples }: { readonly samples: boolean },
): Promise<{ readonly stop: (label?: string) => Promise<readonly TraceEvent[]> }> {
  const events: TraceEvent[] = []
  // The protocol types each event as a string map; they are the trace format's events.
  const collect = (e: { value: ReadonlyArray<Record<string, unknown>> }) => void events.push(...(e.value as unknown as TraceEvent[]))
  cdp.on('Tracing.dataCollected', collect)
  const includedCategories = samples ? [...CATEGORIES, SAMPLES] : CATEGORIES
  await cdp.send('Tracing.start', { traceConfig: { includedCategories }, transferMode: 'ReportEvents' })
  return {
    stop: async (label) => {
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
      await cdp.send('Tracing.end')
      await complete
      cdp.off('Tracing.dataCollected', collect)
      if (label !== undefined) {
        mkdirSync(TRACES_FOLDER, { recursive: true })
        writeFileSync(join(TRACES_FOLDER, `${label.replace(/[^a-z0-9-]+/gi, '_')}.json`), JSON.stringify({ traceEvents: events }))
      }
      return events
    },
  }
}
