import type { FastifyInstance } from 'fastify'

/**
 * Every API answer may depend on who asked (favourites, balances, a session): `Vary: Authorization`
 * tells any cache between us and the browser to key on it, and an answer to a request that carries
 * credentials is `private`, so no shared cache keeps one player's data for another. A route's own
 * directive (no-store, no-cache and its ETag) stays; only `public` gives way.
 */
export function registerPrivateAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload
    const vary = reply.getHeader('vary')
    const varied = typeof vary === 'string' ? vary.split(',').map((v) => v.trim().toLowerCase()) : []
    if (!varied.includes('authorization') && !varied.includes('*'))
      reply.header('vary', typeof vary === 'string' && vary !== '' ? `${vary}, Authorization` : 'Authorization')
    if (request.headers.authorization === undefined) return payload
    const current = reply.getHeader('cache-control')
    const directives = (typeof current === 'string' ? current.split(',') : [])
      .map((d) => d.trim())
      .filter((d) => d !== '' && d.toLowerCase() !== 'public' && d.toLowerCase() !== 'private')
    reply.header('cache-control', ['private', ...directives].join(', '))
    return payload
  })
}
