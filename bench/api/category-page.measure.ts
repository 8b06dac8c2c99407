import type { Measurement } from '../harness/measurement'
import { largestCategory } from '../stack/catalogue-api'
import { encodingFor, loadFigures, loadTest } from './support/load-test'

/** One page of 60 games of the largest category, as a paging client asks for it. */
const categoryPage: Measurement = {
  name: 'api: category page',
  order: 60,
  needs: 'server',
  catalogue: 'large',
  measure: async (ctx) => {
    const category = await largestCategory(ctx.baseUrl)
    const path = `/api/games/category/${category.id}?page=1&per_page=60`
    ctx.progress(
      `  autocannon ${path} (${category.name}, ${category.games} games), ${ctx.settings.apiConnections} connections, ${ctx.settings.apiSeconds} s`,
    )
    const result = await loadTest(ctx, path)
    const notes = {
      path,
      category: `${category.name} (${category.games} games)`,
      encoding: await encodingFor(ctx, path),
      connections: ctx.settings.apiConnections,
      seconds: ctx.settings.apiSeconds,
    }
    return loadFigures('GET /api/games/category/{id}?page=1&per_page=60', result, { rps: 3000, p99: 25 }, notes)
  },
}

export default categoryPage
