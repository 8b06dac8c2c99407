import type { Measurement } from '../harness/measurement'
import { providerSlugs } from '../stack/catalogue-api'
import { encodingFor, loadFigures, loadTest } from './support/load-test'

const PATH = '/api/games'

/** Some of the studios, at least one, in a random order: what a stranger asks to make the server build new answers. */
const randomChoice = (slugs: readonly string[]): string => {
  const chosen = slugs.filter(() => Math.random() < 0.5)
  const some = chosen.length > 0 ? chosen : [slugs[Math.floor(Math.random() * slugs.length)]!]
  return some.sort(() => Math.random() - 0.5).join(',')
}

/**
 * The whole catalogue narrowed to a new random choice of studios on every request (issue 20 §5):
 * no choice of filters may cost the server more than a small multiple of the unfiltered answer
 * ('api: whole catalogue'), whose budget this one halves.
 */
const narrowedGames: Measurement = {
  name: 'api: whole catalogue, random studios',
  order: 71,
  needs: 'server',
  catalogue: 'large',
  measure: async (ctx) => {
    const slugs = await providerSlugs(ctx.baseUrl)
    const next = () => `${PATH}?providers=${randomChoice(slugs)}`
    ctx.progress(
      `  autocannon ${PATH}?providers=(a random choice of ${slugs.length} studios), ${ctx.settings.apiConnections} connections, ${ctx.settings.apiSeconds} s`,
    )
    const result = await loadTest(ctx, next(), next)
    const notes = {
      path: `${PATH}?providers=…`,
      studios: slugs.length,
      encoding: await encodingFor(ctx, next()),
      connections: ctx.settings.apiConnections,
      seconds: ctx.settings.apiSeconds,
    }
    return loadFigures(`GET /api/games?providers= (a random choice of ${slugs.length} studios each time)`, result, { rps: 200 }, notes)
  },
}

export default narrowedGames
