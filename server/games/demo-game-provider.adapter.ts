import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { dbDemoGameLibrary } from '../game-provider/demo-game-library'
import { makeOpenSession } from '../game-provider/open-session.use-case'
import { dbProviderSessions } from '../game-provider/provider-sessions'
import type { GameProvider } from './game-provider.port'

/**
 * The built-in demo provider behind the GameProvider port. It runs in this process, so the
 * casino calls it directly; a real aggregator's adapter would make the same two calls over
 * its signed HTTP API.
 */
export function demoGameProvider(deps: { readonly db: Db; readonly clock: Clock; readonly gameOrigin: string }): GameProvider {
  const library = dbDemoGameLibrary(deps.db)
  const openSession = makeOpenSession({ sessions: dbProviderSessions(deps), clock: deps.clock, gameOrigin: deps.gameOrigin })
  return {
    terms: async (gameId) => {
      const game = await library.find(gameId)
      return game === null ? null : { gameId: game.gameId, minBetCents: game.minBetCents }
    },
    openSession,
  }
}
