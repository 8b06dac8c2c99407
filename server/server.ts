import { createApp } from './app'
import { composeServer } from './composition/compose-server'
import { readConfig } from './config'
import { connect } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { runCatalogueSeed } from './catalogue/catalogue-seed-step'
import { prepareGameProvider } from './game-provider/provider-listener'
import { startWithdrawalReconciler, type RunningReconciler } from './payments/withdrawal-reconciler'

const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  const config = readConfig()
  const db = connect(config.database)
  const applied = await migrateToLatest(db)
  await runCatalogueSeed(db)
  const graph = composeServer({ config, db })
  const app = await createApp(graph)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  // The demo game provider: its own listener, so games run on another origin than the casino.
  const gameProvider = await prepareGameProvider(graph)

  let reconciler: RunningReconciler | null = null
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing requests in flight')
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS)
    force.unref()
    void app
      .close()
      .then(() => gameProvider.close())
      .then(() => reconciler?.stop())
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ host: config.host, port: config.port })
  await gameProvider.listen()
  // Withdrawals a crash (or a lost IPN) left unsettled are settled now, then every so often.
  const reconcile = graph.payments.reconcileWithdrawals((withdrawal, err) =>
    app.log.error({ err, withdrawalId: withdrawal.id, status: withdrawal.status }, 'the reconciler could not settle a withdrawal'),
  )
  if (!closing) reconciler = startWithdrawalReconciler({ reconcile, everyMs: config.payments.reconciler.everyMs, log: app.log })
}

main().catch((err: unknown) => {
  console.error('Coinfall server failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
