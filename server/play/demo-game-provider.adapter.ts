import type { DemoGameLibrary } from '../game-provider/demo-game-library'
import type { OpenSession } from '../game-provider/open-session.use-case'
import type { GameProvider } from './game-provider.port'

/**
 * The built-in demo provider behind the GameProvider port: the terms of a game from its library,
 * and a session opened by its own use case (both built by the composition).
 */
export function demoGameProvider(deps: { readonly library: DemoGameLibrary; readonly openSession: OpenSession }): GameProvider {
  return {
    terms: async (gameId) => {
      const game = await deps.library.find(gameId)
      return game === null ? null : { gameId: game.gameId, minBetCents: game.minBetCents }
    },
    openSession: deps.openSession,
  }
}
