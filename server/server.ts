import { createApp } from './app'
import { buildServerContainer } from './composition/server-container'
import { readConfig } from './config'
import { connect } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { runCatalogueSeed } from './catalogue/catalogue-seed-step'
import { prepareGameProvider } from './game-provider/provider-listener'

const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  const config = readConfig()
  const db = connect(config.database)
  const applied = await migrateToLatest(db)
  await runCatalogueSeed(db)
  const container = buildServerContainer({ config, db })
  const app = await createApp(container)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  // The demo game provider: its own listener, so games run on another origin than the casino.
  const gameProvider = await prepareGameProvider(container)

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
}

main().catch((err: unknown) => {
  console.error('Coinfall server failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
