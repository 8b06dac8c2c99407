import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify'
import type { Clock } from '../../../src/core/shared/clock.port'
import { TOUCH_EVERY_MS, type AccessTokens, type TokenHolder } from '../../accounts/access-tokens.port'

/** The signed-in player of a request: `id` is users.id; `tokenId` the bearer token used. */
export interface AuthenticatedUser {
  readonly id: number
  readonly tokenId: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser (always) or optionalUser (when a valid token came). */
    user?: AuthenticatedUser
  }
}

export const UNAUTHENTICATED = { message: 'Unauthenticated.' } as const

// One scheme, one space, then the secret; anything longer than a token cannot be one.
const BEARER = /^Bearer ([^\s]{1,200})$/i

/** The bearer secret of a request's Authorization header, when it has the shape of one. */
export const bearerOf = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization
  if (typeof header !== 'string') return null
  return BEARER.exec(header.trim())?.[1] ?? null
}

/** The two ways a route learns its player; built once, from the access tokens, by the composition. */
export interface AuthHooks {
  /**
   * onRequest hook for routes only a signed-in player may call: a live bearer token (known, not
   * expired, not revoked) sets `request.user`; anything else answers 401 {message: 'Unauthenticated.'}.
   * As an onRequest hook it answers before the body is parsed or validated, so a stranger learns
   * nothing about a route's schema and sends no body we read.
   */
  readonly requireUser: onRequestHookHandler
  /**
   * preHandler for routes open to everyone that say more to a signed-in player (favourite flags):
   * sets `request.user` when a live token came; a missing, expired or unknown token is no error.
   */
  readonly optionalUser: preHandlerHookHandler
}

export function authHooks(tokens: AccessTokens, clock: Clock): AuthHooks {
  const lookUp = async (request: FastifyRequest) => {
    const token = bearerOf(request)
    const owner = token === null ? null : await tokens.owner(token)
    if (owner !== null && owner.kind === 'player') await touched(request, owner)
    return owner
  }
  // The account activity's "last used": the owner's read already says when, so most requests write nothing.
  const touched = async (request: FastifyRequest, owner: TokenHolder) => {
    if (owner.lastUsedAt !== null && clock.now().getTime() - owner.lastUsedAt.getTime() < TOUCH_EVERY_MS) return
    const userAgent = request.headers['user-agent'] ?? null
    await tokens
      .touch(owner.tokenId, { userAgent, address: request.ip })
      .catch((err: unknown) => request.log.warn({ err }, 'could not note when a sign-in was last used'))
  }
  return {
    requireUser: async (request: FastifyRequest, reply: FastifyReply) => {
      const owner = await lookUp(request)
      // An operator's token opens the operator console only; the player routes know only players.
      if (owner === null || owner.kind !== 'player') {
        await reply.status(401).header('WWW-Authenticate', 'Bearer').send(UNAUTHENTICATED)
        return reply
      }
      request.user = { id: owner.userId, tokenId: owner.tokenId }
    },
    optionalUser: async (request: FastifyRequest) => {
      const owner = await lookUp(request)
      if (owner !== null && owner.kind === 'player') request.user = { id: owner.userId, tokenId: owner.tokenId }
    },
  }
}

/** The player requireUser let through; calling it on an open route is a bug, so it throws. */
export const signedInUser = (request: FastifyRequest): AuthenticatedUser => {
  if (request.user === undefined) throw new Error(`${request.routeOptions.url ?? request.url} has no requireUser preHandler`)
  return request.user
}
