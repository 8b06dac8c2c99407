import type { FastifyInstance } from 'fastify'
import { countryList } from '../../countries/country-list'
import { NO_QUERY } from './accounts.schemas'

const COUNTRY_SCHEMA = {
  type: 'object',
  properties: {
    id_country: { type: 'integer' },
    'Country Name': { type: 'string' },
    'Phone Code': { type: 'string' },
    ISO2: { type: 'string' },
  },
} as const

/** GET /countries: every ISO 3166-1 country, by name; open to everyone (the sign-up may need it). */
export function countriesRoutes() {
  return async (app: FastifyInstance) => {
    app.get('/countries', { schema: { querystring: NO_QUERY, response: { 200: { type: 'array', items: COUNTRY_SCHEMA } } } },
      async (_request, reply) => {
        // Changes only with a release; a day of caching spares every profile visit a request.
        reply.header('Cache-Control', 'public, max-age=86400')
        return countryList()
      })
  }
}
