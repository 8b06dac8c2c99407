import { readConfig } from '../config'
import { connect } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { appMetaSeamlessWalletSecret } from '../play/seamless-wallet/wallet-secret'
import { httpCasinoClient } from './http-casino-client.adapter'
import { createProviderApp, startRoundSweeper } from './provider-app'

const SWEEP_EVERY_MS = 2_000
const SHUTDOWN_GRACE_MS = 15_000

/**
 * The demo game provider as a process of its own (`npm run serve:game-provider`), for a cluster of
 * API processes started with SERVE_GAME_PROVIDER=false: one provider, on GAME_PORT, calling the
 * casino's seamless wallet at CASINO_INTERNAL_URL (in a cluster, nginx, so its calls survive the
 * API processes' restarts). Same database and configuration as the API.
 */
async function main(): Promise<void> {
  const config = readConfig()
  const db = connect(config.database)
  await migrateToLatest(db)
  const clock = { now: () => new Date() }
  const casino = httpCasinoClient({
    baseUrl: config.casinoInternalUrl,
    secret: appMetaSeamlessWalletSecret(db, config.seamlessWalletSecret),
    clock,
  })
  const { app, graph } = await createProviderApp({
    db,
    clock,
    casino,
    clientDir: config.clientDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
  })
  let stopSweeper = (): void => undefined
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'game provider shutting down: finishing requests in flight')
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref()
    stopSweeper()
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        app.log.error({ err }, 'shutdown failed')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  await app.listen({ host: config.host, port: config.gamePort })
  if (!closing) stopSweeper = startRoundSweeper(app, graph, SWEEP_EVERY_MS)
  app.log.info({ gameOrigin: config.gameOrigin, casino: config.casinoInternalUrl }, 'demo game provider ready')
}

main().catch((err: unknown) => {
  console.error('Coinfall game provider failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
