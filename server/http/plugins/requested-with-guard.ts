import type { FastifyInstance } from 'fastify'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * State-changing API calls must carry `X-Requested-With: XMLHttpRequest`. A cross-site form
 * cannot set that header and a cross-origin script cannot send it without a CORS preflight we
 * never grant, so this closes the door to request forgery. Signed webhooks come from providers,
 * not browsers, and prove themselves with their signature instead.
 */
export function registerRequestedWithGuard(app: FastifyInstance, exemptPrefixes: readonly string[]): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return
    if (!request.url.startsWith('/api/')) return
    if (exemptPrefixes.some((p) => request.url.startsWith(p))) return
    if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
      return reply.status(403).send({ message: 'Missing X-Requested-With header.' })
    }
  })
}
