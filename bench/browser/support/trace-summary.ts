import type { InteractionTiming } from './event-timing'
import type { TraceEvent } from './trace'
import { busiestFunctions } from './trace-functions'

/** How the renderer's main thread spent one interaction, input to next paint, in ms. */
export interface TraceSummary {
  readonly windowMs: number
  readonly mainThread: Readonly<Record<Kind, number>>
  /** The main thread's busiest steps by their own time (children excluded). */
  readonly busiest: readonly string[]
  /** Tiles drawn on the raster threads meanwhile (software rendering here). */
  readonly rasterMs: number
  /** With --profile: the JavaScript functions that ran longest, by their own time. */
  readonly functions?: readonly string[]
}

type Kind = 'script' | 'style' | 'layout' | 'paint' | 'gc' | 'other' | 'idle'

const KINDS: ReadonlyArray<readonly [Kind, RegExp]> = [
  ['gc', /GC|Sweep|Scavenge|Mark/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleResolver)/],
  ['layout', /^(Layout|HitTest|IntersectionObserver|UpdateLayerTree)/],
  ['paint', /^(PrePaint|Paint|Layerize|UpdateLayer|Commit|CompositeLayers|Decode|ImageDecode|Rasterize)/],
  [
    'script',
    /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|V8\.|v8\.|EvaluateScript|FireIdleCallback|HandlePostMessage|XHR)/i,
  ],
]

const kindOf = (name: string): Kind => KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other'

const round = (us: number) => Math.round(us / 100) / 10

/**
 * Reads a trace recorded around one interaction: the window from its longest entry's input to the
 * next paint (found by the browser's own EventTiming trace event), and within it the main
 * thread's time by kind, each complete event counted for its own time only.
 */
export function traceSummary(events: readonly TraceEvent[], timing: InteractionTiming): TraceSummary | null {
  const longest = [...timing.entries].sort((a, b) => b.duration - a.duration)[0]
  const mark = events.find((e) => {
    const data = e.args?.data as { interactionId?: number; type?: string } | undefined
    return e.name === 'EventTiming' && e.ph === 'b' && data?.interactionId === longest?.interactionId && data?.type === longest?.name
  })
  if (mark === undefined || longest === undefined) return null
  const data = mark.args!.data as { duration: number }
  const [from, to] = [mark.ts, mark.ts + data.duration * 1000]
  const mainTid = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === mark.pid && e.args?.name === 'CrRendererMain',
  )?.tid
  const within = (e: TraceEvent) => e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + e.dur > from
  // Flow markers span tasks without being work of their own.
  const work = (e: TraceEvent) => e.pid === mark.pid && e.tid === mainTid && within(e) && e.name !== 'LatencyInfo.Flow'
  const main = events.filter(work).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const byKind: Record<Kind, number> = { script: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0, idle: 0 }
  const byName = new Map<string, number>()
  // Own time: an event's clipped span less its children's, walked with a stack of open events.
  const clip = (e: TraceEvent) => Math.min(e.ts + e.dur!, to) - Math.max(e.ts, from)
  const stack: Array<{ readonly event: TraceEvent; own: number }> = []
  const closeUntil = (ts: number) => {
    while (stack.length > 0 && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= ts) {
      const { event, own } = stack.pop()!
      byKind[kindOf(event.name)] += own
      byName.set(event.name, (byName.get(event.name) ?? 0) + own)
    }
  }
  let busy = 0
  for (const event of main) {
    closeUntil(event.ts)
    const span = clip(event)
    if (stack.length === 0) busy += span
    else stack.at(-1)!.own -= span
    stack.push({ event, own: span })
  }
  closeUntil(Infinity)
  byKind.idle = to - from - busy
  const raster = events.filter((e) => e.name === 'RasterTask' && within(e)).reduce((sum, e) => sum + clip(e), 0)
  const functions = busiestFunctions(events, mark.pid, from, to)
  return {
    windowMs: round(to - from),
    mainThread: Object.fromEntries(Object.entries(byKind).map(([k, v]) => [k, round(v)])) as Record<Kind, number>,
    busiest: [...byName.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([name, us]) => `${name} ${round(us)} ms`),
    rasterMs: round(raster),
    ...(functions.length > 0 ? { functions } : {}),
  }
}
