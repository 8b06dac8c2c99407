import type { FastifyInstance, FastifyReply } from 'fastify'

const policy = (frameAncestors: string): string =>
  [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ')

/**
 * The game origin's own policy: only its own scripts (no inline script), no plugins, and nothing
 * may frame it except the casino that opened the session (set per page by allowFramingBy).
 */
export function registerProviderHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', policy("'none'"))
    reply.header('x-content-type-options', 'nosniff')
    // Launch URLs carry a token: never send them on as a referrer.
    reply.header('referrer-policy', 'no-referrer')
    reply.header('cross-origin-resource-policy', 'same-origin')
  })
}

export const allowFramingBy = (reply: FastifyReply, casinoOrigin: string): FastifyReply =>
  reply.header('content-security-policy', policy(casinoOrigin))
