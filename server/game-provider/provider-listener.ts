import type { ServerGraph } from '../composition/compose-server'
import { createProviderApp, startRoundSweeper } from './provider-app'

const SWEEP_EVERY_MS = 2_000

/**
 * Builds the demo game provider beside the casino (its wallet client from the casino's games area)
 * and opens its second listener on
 * GAME_PORT. `listen` starts serving and the round sweeper; `close` stops both, letting
 * requests in flight finish.
 */
export async function prepareGameProvider(server: ServerGraph) {
  const { config } = server
  const { app, graph } = await createProviderApp({
    db: server.db,
    clock: server.clock,
    casino: server.play.casinoClient,
    clientDir: config.clientDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
  })
  let stopSweeper = (): void => undefined
  return {
    listen: async (): Promise<void> => {
      await app.listen({ host: config.host, port: config.gamePort })
      stopSweeper = startRoundSweeper(app, graph, SWEEP_EVERY_MS)
      app.log.info({ gameOrigin: config.gameOrigin }, 'demo game provider ready')
    },
    close: async (): Promise<void> => {
      stopSweeper()
      await app.close()
    },
  }
}
