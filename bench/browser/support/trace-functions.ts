import type { TraceEvent } from './trace'

interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
}

interface ChunkData {
  readonly cpuProfile?: { readonly nodes?: readonly ProfileNode[]; readonly samples?: readonly number[] }
  readonly timeDeltas?: readonly number[]
}

/** Not functions: what the sampler saw when no script ran. */
const NOT_SCRIPT = new Set(['(root)', '(idle)'])

const nameOf = ({ callFrame: f }: ProfileNode) =>
  `${f.functionName || '(anonymous)'}${f.url ? ` ${f.url.split('/').pop()}:${f.lineNumber + 1}` : ''}`

/**
 * The JavaScript functions of the renderer `pid` that ran longest between `from` and `to` (trace
 * microseconds), each by its own time, read from the sampling profiler's events (a trace recorded
 * with samples, in a build that keeps names): each sample stands for the time since the one before.
 */
export function busiestFunctions(events: readonly TraceEvent[], pid: number, from: number, to: number, count = 8): readonly string[] {
  const own = new Map<string, number>()
  for (const profile of events.filter((e) => e.pid === pid && e.name === 'Profile')) {
    let at = (profile.args?.data as { startTime: number }).startTime
    const nodes = new Map<number, ProfileNode>()
    for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id)) {
      const data = chunk.args?.data as ChunkData
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node)
      const deltas = data.timeDeltas ?? []
      ;(data.cpuProfile?.samples ?? []).forEach((sample, i) => {
        const since = deltas[i] ?? 0
        at += since
        const node = nodes.get(sample)
        // The sampler sometimes stamps a sample before the one it follows: no time of its own.
        if (at < from || at > to || since <= 0 || node === undefined || NOT_SCRIPT.has(node.callFrame.functionName)) return
        own.set(nameOf(node), (own.get(nameOf(node)) ?? 0) + since)
      })
    }
  }
  return [...own.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${name} ${Math.round(us / 100) / 10} ms`)
}
