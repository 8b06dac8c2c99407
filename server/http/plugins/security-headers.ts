import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * A year, without includeSubDomains or preload: HTTPS-only is this site's promise, not a promise
 * for every other host under the domain (a game origin may be one).
 */
const HSTS = 'max-age=31536000'

/**
 * Strict-Transport-Security goes out only over HTTPS, as Fastify sees the request: TLS on the
 * socket, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts (over plain HTTP it means nothing
 * and would pin a development host to HTTPS).
 *
 * A strict policy for the SPA: only our own scripts, no inline script, frames only from the game
 * origin(s). Styles allow inline because React and the toast library set style attributes.
 */
export async function registerSecurityHeaders(app: FastifyInstance, frameOrigins: readonly string[]): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: frameOrigins.length > 0 ? [...frameOrigins] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Sent below, only when the site is really served over HTTPS.
    hsts: false,
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS)
  })
}
