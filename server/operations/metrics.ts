import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Db } from '../db/database'
import { poolStatsOf } from '../db/pool-stats'
import { databaseFigures } from './database-figures'

/**
 * The API process's Prometheus metrics (served by metrics-server.ts on METRICS_PORT, never on the
 * players' port). Figures of this process are labelled by nothing but what they measure; figures
 * of the database (ledger, withdrawals, scheduled passes) are the same in every process.
 */
export function createMetrics(deps: { readonly db: Db; readonly holdsPass?: (pass: string) => boolean }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const figures = databaseFigures(deps.db)
  const up = new Gauge({ name: 'coinfall_database_up', help: '1 when the last scrape could read the database', registers: [registry] })
  // A scrape that cannot reach the database keeps the last figures and says so, rather than failing whole.
  const fromDatabase = async (read: () => Promise<void>) => {
    try {
      await read()
      up.set(1)
    } catch {
      up.set(0)
    }
  }

  // First, so its figures are read before the database figures' own queries borrow connections.
  new Gauge({
    name: 'coinfall_db_pool_connections',
    help: 'Database connections of this process: open, idle, callers waiting, and the most it opens',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = poolStatsOf(deps.db)
      if (stats === null) return
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.set({ state }, stats[state])
    },
  })

  const requests = new Histogram({
    name: 'coinfall_http_request_duration_seconds',
    help: 'API requests by route template, method and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const inFlight = new Gauge({ name: 'coinfall_http_requests_in_flight', help: 'Requests being answered now', registers: [registry] })
  const streams = new Gauge({ name: 'coinfall_balance_streams_open', help: 'Balance streams this process serves', registers: [registry] })
  const passRuns = new Histogram({
    name: 'coinfall_scheduled_pass_duration_seconds',
    help: 'Runs of scheduled passes made by this process',
    labelNames: ['pass', 'outcome'],
    buckets: [0.01, 0.05, 0.25, 1, 5, 15, 60],
    registers: [registry],
  })

  new Counter({
    name: 'coinfall_ledger_movements_total',
    help: 'Ledger transactions by kind, counted once ten seconds old (the whole ledger: same in every process)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      await fromDatabase(async () => {
        for (const row of await figures.newMovements()) {
          this.inc({ kind: row.kind }, row.n)
          if (row.kind === 'bet') betCents.inc(Math.abs(Number(row.cents)))
        }
      })
    },
  })
  const betCents = new Counter({
    name: 'coinfall_bet_cents_total',
    help: 'Cents staked in bets (counted with the movements)',
    registers: [registry],
  })
  new Gauge({
    name: 'coinfall_withdrawals',
    help: 'Withdrawals by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      await fromDatabase(async () => {
        const rows = await figures.withdrawals()
        this.reset()
        oldest.reset()
        for (const r of rows) {
          this.set({ status: r.status }, r.count)
          if (r.oldestSeconds !== null) oldest.set({ status: r.status }, r.oldestSeconds)
        }
      })
    },
  })
  const oldest = new Gauge({
    name: 'coinfall_withdrawal_oldest_age_seconds',
    help: 'Age of the oldest withdrawal in each status that is not final',
    labelNames: ['status'],
    registers: [registry],
  })
  new Gauge({
    name: 'coinfall_scheduled_pass_last_finished_timestamp_seconds',
    help: 'When each scheduled pass last finished, on any process',
    labelNames: ['pass'],
    registers: [registry],
    async collect() {
      await fromDatabase(async () => {
        for (const p of await figures.passes()) {
          if (p.last_finished_at !== null) this.set({ pass: p.name }, p.last_finished_at.getTime() / 1000)
          passFailed.set({ pass: p.name }, p.last_error === null ? 0 : 1)
          passHeld.set({ pass: p.name }, deps.holdsPass?.(p.name) === true ? 1 : 0)
        }
      })
    },
  })
  const passFailed = new Gauge({
    name: 'coinfall_scheduled_pass_last_run_failed',
    help: '1 when the last run of the pass ended in an error',
    labelNames: ['pass'],
    registers: [registry],
  })
  const passHeld = new Gauge({
    name: 'coinfall_scheduled_pass_held',
    help: '1 on the process holding the pass lease',
    labelNames: ['pass'],
    registers: [registry],
  })

  return {
    registry,
    requests,
    inFlight,
    streams,
    passRun: (pass: string, outcome: { readonly durationMs: number; readonly failed: boolean }) =>
      passRuns.observe({ pass, outcome: outcome.failed ? 'failed' : 'ok' }, outcome.durationMs / 1000),
  }
}

export type Metrics = ReturnType<typeof createMetrics>
