import type { FastifyReply, FastifyRequest } from 'fastify'
import { TOKEN_SECRET_PATTERN } from '../accounts/token-secret'

/** Players' and operators' device cookies are apart: one kind of sign-in never vouches for the other. */
export type DeviceCookieName = 'coinfall_device' | 'coinfall_operator_device'

/** A browser shared by a few accounts keeps a token for each of its latest few. */
const MAX_TOKENS = 5
const SEPARATOR = '.'

/** The well-formed device tokens the request's cookie carries (none when there is no cookie). */
export function presentedDeviceTokens(request: FastifyRequest, name: DeviceCookieName): string[] {
  const header = request.headers.cookie
  if (typeof header !== 'string') return []
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at < 0 || pair.slice(0, at).trim() !== name) continue
    return pair
      .slice(at + 1)
      .trim()
      .split(SEPARATOR)
      .filter((t) => TOKEN_SECRET_PATTERN.test(t))
      .slice(0, MAX_TOKENS)
  }
  return []
}

/**
 * Adds a new device token in front of the ones the browser already holds. HttpOnly (no script
 * reads it), SameSite=Strict, only sent to the API, and Secure whenever the request came over HTTPS.
 */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: DeviceCookieName,
  token: string,
  maxAgeMs: number,
): void {
  const tokens = [token, ...presentedDeviceTokens(request, name).filter((t) => t !== token)].slice(0, MAX_TOKENS)
  const attributes = [
    `${name}=${tokens.join(SEPARATOR)}`,
    'Path=/api',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ]
  reply.header('Set-Cookie', attributes.join('; '))
}
