import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * A year, without includeSubDomains or preload: HTTPS-only is this site's promise, not a promise
 * for every other host under the domain (a game origin may be one).
 */
const HSTS = 'max-age=31536000'

/** The build's fingerprinted scripts and stylesheets: never a document, never a worker (an SVG could be a document). */
const SCRIPT_OR_STYLE = /^\/assets\/[^?]+\.(?:js|css)(?:\?|$)/

/**
 * Headers that govern a document (what it may load, frame or open, where it may be framed), and
 * mean nothing on a script or stylesheet: a phone's first load fetches some twenty of them, each of
 * which carried ~650 bytes of them. nosniff and Cross-Origin-Resource-Policy, which do guard a
 * subresource, stay.
 */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const

/**
 * Strict-Transport-Security goes out only over HTTPS, as Fastify sees the request: TLS on the
 * socket, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts (over plain HTTP it means nothing
 * and would pin a development host to HTTPS).
 *
 * A strict policy for the SPA: only our own scripts and the page's own inline ones by hash (the
 * session check in index.html's head), frames only from the game origin(s). Styles allow inline
 * because React and the toast library set style attributes.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  frameOrigins: readonly string[],
  scriptHashes: readonly string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes],
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
    if (SCRIPT_OR_STYLE.test(request.url)) for (const name of DOCUMENT_ONLY) reply.removeHeader(name)
  })
}
