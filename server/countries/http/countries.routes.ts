import type { FastifyInstance } from 'fastify'
import { ListCountries } from '../../../src/contracts/countries.contract'
import { routeEndpoint } from '../../http/endpoint-route'
import { countryList } from '../country-list'

/** GET /countries: every ISO 3166-1 country, by name; open to everyone (the sign-up may need it). */
export function countriesRoutes() {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, ListCountries, {}, async (_request, reply) => {
      // Changes only with a release; a day of caching spares every profile visit a request.
      reply.header('Cache-Control', 'public, max-age=86400')
      return countryList()
    })
  }
}
