import autocannon from 'autocannon'
import type { Figure, ServerContext } from '../../harness/measurement'

/** What Chromium sends for a fetch: the server compresses for it as it would for a player. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br, zstd' }

export interface LoadResult {
  readonly requestsPerSecond: number
  readonly p50: number
  readonly p99: number
  readonly bytesPerResponse: number
  readonly timeouts: number
}

/** `nextPath`, when given, names each request's path (a new choice each time), else every request asks `url`. */
const fire = (ctx: ServerContext, url: string, seconds: number, nextPath?: () => string) =>
  autocannon({
    url,
    connections: ctx.settings.apiConnections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    ...(nextPath === undefined ? {} : { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }),
  })

/**
 * autocannon against one GET: a warm-up, then the measured run. Any answer other than 2xx, or a
 * connection error, means the figure measured the wrong thing, so it throws; a request that
 * timed out (10 s) is a slow server, and is counted.
 */
export async function loadTest(ctx: ServerContext, path: string, nextPath?: () => string): Promise<LoadResult> {
  const url = `${ctx.baseUrl}${path}`
  await fire(ctx, url, ctx.settings.apiWarmupSeconds, nextPath)
  const result = await fire(ctx, url, ctx.settings.apiSeconds, nextPath)
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${path}: ${result.non2xx} answers other than 2xx, ${result.errors - result.timeouts} connection errors`)
  }
  return {
    timeouts: result.timeouts,
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesPerResponse: result.throughput.total / result.requests.total,
  }
}

/** The encoding the server picks for a browser's request, for the record. */
export async function encodingFor(ctx: ServerContext, path: string): Promise<string> {
  const res = await fetch(`${ctx.baseUrl}${path}`, { headers: BROWSER_HEADERS })
  await res.arrayBuffer()
  return res.headers.get('content-encoding') ?? 'identity'
}

/** Throughput with its budget, and the latency percentiles beside it. */
export function loadFigures(
  label: string,
  result: LoadResult,
  budgets: { readonly rps: number; readonly p99?: number },
  notes: Record<string, unknown>,
): readonly Figure[] {
  return [
    {
      figure: `${label}: throughput`,
      unit: 'req/s',
      runs: [result.requestsPerSecond],
      budget: { at: 'least', value: budgets.rps },
      notes: { ...notes, bytesPerResponse: Math.round(result.bytesPerResponse), timeouts: result.timeouts },
    },
    { figure: `${label}: p50`, unit: 'ms', runs: [result.p50] },
    {
      figure: `${label}: p99`,
      unit: 'ms',
      runs: [result.p99],
      ...(budgets.p99 === undefined ? {} : { budget: { at: 'most' as const, value: budgets.p99 } }),
    },
  ]
}
