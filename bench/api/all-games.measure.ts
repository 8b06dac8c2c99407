import type { Measurement } from '../harness/measurement'
import { encodingFor, loadFigures, loadTest } from './support/load-test'

const PATH = '/api/games'

/** The whole catalogue in one answer, as the lobby asks for it today. */
const allGames: Measurement = {
  name: 'api: whole catalogue',
  order: 70,
  needs: 'server',
  catalogue: 'large',
  measure: async (ctx) => {
    ctx.progress(`  autocannon ${PATH}, ${ctx.settings.apiConnections} connections, ${ctx.settings.apiSeconds} s`)
    const result = await loadTest(ctx, PATH)
    const games = (await (await fetch(`${ctx.baseUrl}${PATH}?page=1&per_page=1`)).headers.get('x-total-count')) ?? '?'
    const notes = {
      path: PATH,
      games: Number(games),
      encoding: await encodingFor(ctx, PATH),
      connections: ctx.settings.apiConnections,
      seconds: ctx.settings.apiSeconds,
    }
    return loadFigures(`GET /api/games (${games} games)`, result, { rps: 400 }, notes)
  },
}

export default allGames
