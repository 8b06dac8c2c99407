import type { Measurement } from '../harness/measurement'

/** What players type: misspelt names, a studio, a short prefix, a word shared by hundreds of games. */
const QUERIES = ['egipt', 'gladiatr', 'piratte gold', 'drgon hord', 'blakjack', 'roulete', 'quilstone', 'lucky', 'ko', 'zzxqj']
const ROUNDS = 20
const WARM_UP = 2

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/**
 * One player's search as the box sends it (8 suggestions), one request at a time, so the figure
 * is the answer's own latency rather than a queue's: p50 and p95 over every query, timed from
 * the request leaving to the last byte read.
 */
const searchLatency: Measurement = {
  name: 'api: search latency',
  order: 75,
  needs: 'server',
  catalogue: 'large',
  measure: async (ctx) => {
    const ask = async (q: string) => {
      const started = performance.now()
      const res = await fetch(`${ctx.baseUrl}/api/games/search?q=${encodeURIComponent(q)}&per_page=8`, {
        headers: { accept: 'application/json', 'accept-encoding': 'gzip, br' },
      })
      await res.arrayBuffer()
      if (!res.ok) throw new Error(`search ${q}: ${res.status}`)
      return performance.now() - started
    }
    ctx.progress(`  ${QUERIES.length} queries × ${ROUNDS}, one at a time`)
    for (let i = 0; i < WARM_UP; i++) for (const q of QUERIES) await ask(q)
    const times: number[] = []
    for (let i = 0; i < ROUNDS; i++) for (const q of QUERIES) times.push(await ask(q))
    const sorted = [...times].sort((a, b) => a - b)
    const notes = { queries: QUERIES, requests: times.length, suggestions: 8 }
    return [
      { figure: 'GET /api/games/search (5,000 games): p50', unit: 'ms', runs: [percentile(sorted, 50)], notes },
      { figure: 'GET /api/games/search (5,000 games): p95', unit: 'ms', runs: [percentile(sorted, 95)], budget: { at: 'most', value: 30 } },
    ]
  },
}

export default searchLatency
