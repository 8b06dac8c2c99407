import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { Health } from '../../src/contracts/health.contract'
import type { Db } from '../db/database'
import { routeEndpoint } from './endpoint-route'

/** Liveness and database reachability, for load balancers and the README's first check. */
export function healthRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    routeEndpoint(app, Health, {}, async (_request, reply) => {
      try {
        await sql`select 1`.execute(db)
        return { status: 'ok', database: 'ok' }
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable')
        return reply.status(503).send({ status: 'degraded', database: 'unreachable' })
      }
    })
  }
}
