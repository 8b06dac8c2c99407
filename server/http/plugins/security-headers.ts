import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
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
    hsts: false,
  })
}
