import { createApp } from './app'
import { composeServer } from './composition/compose-server'
import { readConfig } from './config'
import { connect } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { moneyModes, paymentsModeLine } from './payments/payments-mode.rules'
import { holdRecordedMoneyModes } from './payments/recorded-money-modes'
import { runCatalogueSeed } from './catalogue/catalogue-seed-step'
import { prepareGameProvider } from './game-provider/provider-listener'
import { drainOnSignals } from './operations/graceful-shutdown'
import { createLifecycle } from './operations/lifecycle'
import { createMetrics } from './operations/metrics'
import { serveMetrics } from './operations/metrics-server'
import { dbPassLeases } from './scheduling/pass-leases'
import { scheduledPasses } from './scheduling/scheduled-passes'
import { startScheduler, type RunningScheduler } from './scheduling/scheduler'

async function main(): Promise<void> {
  const config = readConfig()
  const db = connect(config.database)
  // Several processes started at once on an empty database migrate once: Kysely's migrator holds
  // an advisory lock while it migrates, and the others then find nothing left to do.
  const applied = await migrateToLatest(db)
  await holdRecordedMoneyModes(db, config.payments)
  await runCatalogueSeed(db)
  const graph = composeServer({ config, db })
  const lifecycle = createLifecycle()
  let scheduler: RunningScheduler | null = null
  const metricsAt = config.operations.metrics
  const metrics = metricsAt ? createMetrics({ db, holdsPass: (pass) => scheduler?.holds(pass) ?? false }) : undefined
  const app = await createApp(graph, { lifecycle, metrics })
  app.log.info({ payments: moneyModes(config.payments) }, paymentsModeLine(config.payments))
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  // The demo game provider: its own listener, so games run on another origin than the casino. A
  // cluster runs it as a process of its own (SERVE_GAME_PROVIDER=false here).
  const gameProvider = config.operations.serveGameProvider ? await prepareGameProvider(graph) : null
  const stopMetrics = metrics && metricsAt ? await serveMetrics(metrics, metricsAt) : null

  const signals = drainOnSignals(() => ({
    lifecycle,
    drain: config.operations.drain,
    log: app.log,
    handOver: async () => scheduler?.stop(),
    closeListeners: async () => {
      await Promise.all([app.close(), gameProvider?.close(), stopMetrics?.()])
    },
    closeDatabase: () => db.destroy(),
  }))

  await app.listen({ host: config.host, port: config.port })
  await gameProvider?.listen()
  // Withdrawals a crash (or a lost IPN) left unsettled, and every other scheduled pass: on one process at a time.
  if (!signals.closing()) {
    const { holder, leaseMs } = config.scheduling
    scheduler = startScheduler({
      passes: scheduledPasses(graph, app.log),
      leases: dbPassLeases(db, holder, leaseMs),
      leaseMs,
      log: app.log,
      ...(metrics ? { observe: metrics.passRun } : {}),
    })
  }
}

main().catch((err: unknown) => {
  console.error('Coinfall server failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
