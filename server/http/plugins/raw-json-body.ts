import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * Parses JSON bodies of the calling plugin's routes only, keeping the exact text: a signature (a
 * provider's webhook, the game provider's wallet call) covers the bytes sent, which re-serialising
 * the parsed body would not reproduce.
 */
export function keepRawJsonBodies(app: FastifyInstance): (request: FastifyRequest) => string {
  const raw = new WeakMap<FastifyRequest, string>()
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    raw.set(request, text as string)
    try {
      done(null, JSON.parse(text as string))
    } catch {
      done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined)
    }
  })
  return (request) => raw.get(request) ?? ''
}
