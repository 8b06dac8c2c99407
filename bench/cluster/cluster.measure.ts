import autocannon from 'autocannon'
import { setTimeout as sleep } from 'node:timers/promises'
import type { BenchCluster, ClusterContext, Figure, Measurement } from '../harness/measurement'
import { fund, playToken, signUp, streamTicket } from './support/cluster-players'
import { metricValue, openStreams } from './support/open-streams'

/** Players spinning at once, each on its own connection (a player's rounds queue on their session). */
const SPINNERS = 10
const STREAMS = 5_000
/** A player holds at most 8 streams per API process. */
const STREAMS_PER_PLAYER = 8
/** Players whose streams open together. */
const TICKET_BATCH = 25

/**
 * Bets per second through nginx: slot spins at the game provider (its own process), each a bet and
 * a win through the casino's seamless wallet, which nginx spreads over the API processes.
 */
async function betsPerSecond(ctx: ClusterContext, cluster: BenchCluster): Promise<{ rate: number; p99: number }> {
  const players = await signUp(cluster.origin, SPINNERS)
  await fund(cluster.databaseUrl, players)
  const tokens = await Promise.all(players.map((p) => playToken(cluster.origin, cluster.gamesOrigin, p)))
  let next = 0
  const run = (seconds: number) =>
    autocannon({
      url: `${cluster.gamesOrigin}/api/slot/spin`,
      method: 'POST',
      connections: SPINNERS,
      duration: seconds,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ betCents: 20 }),
      setupClient: (client) =>
        client.setHeaders({ 'content-type': 'application/json', authorization: `Bearer ${tokens[next++ % tokens.length]}` }),
    })
  await run(ctx.settings.apiWarmupSeconds)
  const result = await run(ctx.settings.apiSeconds)
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`spins: ${result.non2xx} answers other than 2xx, ${result.errors} errors`)
  return { rate: result.requests.total / result.duration, p99: result.latency.p99 }
}

/** What 5,000 open balance streams (through nginx) cost the one API process serving them. */
async function streamMemory(ctx: ClusterContext, cluster: BenchCluster): Promise<readonly Figure[]> {
  const players = await signUp(cluster.origin, STREAMS / STREAMS_PER_PLAYER)
  const metrics = cluster.metricsOrigin(0)
  await sleep(1_000)
  const before = await metricValue(metrics, 'process_resident_memory_bytes')
  const heapBefore = await metricValue(metrics, 'nodejs_heap_size_used_bytes')
  // A ticket lives a minute: each batch of players' streams opens as soon as its tickets are issued.
  const closers: Array<() => void> = []
  const close = () => closers.forEach((c) => c())
  try {
    for (let start = 0; start < players.length; start += TICKET_BATCH) {
      const batch = players.slice(start, start + TICKET_BATCH)
      const tickets = await Promise.all(
        batch.flatMap((p) => Array.from({ length: STREAMS_PER_PLAYER }, () => streamTicket(cluster.origin, p))),
      )
      closers.push(await openStreams(cluster.origin, tickets))
    }
    await sleep(2_000)
    const open = await metricValue(metrics, 'coinfall_balance_streams_open')
    if (open !== STREAMS) throw new Error(`${open} streams open, not ${STREAMS}`)
    const after = await metricValue(metrics, 'process_resident_memory_bytes')
    const heapAfter = await metricValue(metrics, 'nodejs_heap_size_used_bytes')
    ctx.progress(`  ${STREAMS} streams: RSS ${Math.round(before / 2 ** 20)} -> ${Math.round(after / 2 ** 20)} MB`)
    return [
      {
        figure: `cluster: memory of ${STREAMS.toLocaleString('en-US')} open balance streams, one API process (RSS growth)`,
        unit: 'MB',
        runs: [(after - before) / 2 ** 20],
        notes: { rssBeforeMB: before / 2 ** 20, rssAfterMB: after / 2 ** 20, heapGrowthMB: (heapAfter - heapBefore) / 2 ** 20 },
      },
      { figure: 'cluster: memory per open balance stream (RSS growth)', unit: 'KB', runs: [(after - before) / 1024 / STREAMS] },
    ]
  } finally {
    close()
  }
}

/** issue 23: the cluster's figures through nginx, with one and with three API processes. */
const clusterFigures: Measurement = {
  name: 'cluster: bets through nginx and balance streams',
  order: 90,
  needs: 'cluster',
  engines: ['postgres'],
  measure: async (ctx) => {
    const figures: Figure[] = []
    for (const n of [1, 3]) {
      ctx.progress(`  starting nginx, ${n} API process${n > 1 ? 'es' : ''} and the game provider`)
      const cluster = await ctx.startCluster(n)
      try {
        const bets = await betsPerSecond(ctx, cluster)
        ctx.progress(`  ${n} API: ${Math.round(bets.rate)} bets/s, p99 ${bets.p99} ms`)
        const label = `${n} API process${n > 1 ? 'es' : ''}`
        figures.push(
          { figure: `cluster: bets/s through nginx, ${label}, ${SPINNERS} players spinning`, unit: 'bets/s', runs: [bets.rate] },
          { figure: `cluster: spin p99 through nginx, ${label}`, unit: 'ms', runs: [bets.p99] },
        )
        if (n === 1) figures.push(...(await streamMemory(ctx, cluster)))
      } finally {
        await cluster.stop()
      }
    }
    return figures
  },
}

export default clusterFigures
