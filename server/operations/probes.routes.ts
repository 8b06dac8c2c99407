import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { Lifecycle } from './lifecycle'
import type { Metrics } from './metrics'

const PROBES = new Set(['/livez', '/readyz'])
// Generous: on PGlite the check waits its turn behind every statement queued on the one session.
const DATABASE_CHECK_MS = 5_000

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref())])

/**
 * Liveness (`/livez`: the process answers) and readiness (`/readyz`: it should be sent traffic;
 * not while draining, nor while the database cannot be reached), and the request figures of
 * the metrics. Probes are not traffic: they never delay the end of a drain.
 */
export function registerProbesAndRequestFigures(app: FastifyInstance, deps: { db: Db; lifecycle: Lifecycle; metrics?: Metrics }): void {
  const { lifecycle, metrics } = deps
  app.addHook('onRequest', (request, reply, done) => {
    if (!PROBES.has(request.url)) lifecycle.requestStarted()
    if (metrics) {
      metrics.inFlight.inc()
      reply.raw.once('close', () => metrics.inFlight.dec())
    }
    done()
  })
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched'
      metrics.requests.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000)
      done()
    })
  }

  app.get('/livez', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }))
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    if (lifecycle.draining()) return reply.status(503).send({ status: 'draining' })
    try {
      await within(DATABASE_CHECK_MS, sql`select 1`.execute(deps.db))
      return reply.send({ status: 'ready' })
    } catch (err) {
      app.log.warn({ err }, 'readiness: the database cannot be reached')
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' })
    }
  })
}
