import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { AccessTokens } from '../../accounts/access-tokens.port'
import type { Permission } from '../../accounts/roles'
import { bearerOf, UNAUTHENTICATED } from '../../http/plugins/authenticate'
import type { OperatorAccounts, OperatorRecord } from '../operator-accounts.port'

/** The operator a request came from, as requireOperator found them. */
export interface SignedInOperator {
  readonly id: number
  readonly tokenId: number
  readonly record: OperatorRecord
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireOperator. */
    operator?: SignedInOperator
  }
}

export const OPERATORS_ONLY = { message: 'This is for operators: sign in to the operator console.' } as const

export const missingPermission = (permission: Permission) => ({ message: `You do not have the ${permission} permission.` })

/**
 * The onRequest hook of every operator route: a live operator token (issued by the sign-in with
 * the second factor) of an operator who still holds the role and `permission`. No token, or a dead
 * one: 401. A player's token, a revoked role or a missing permission: 403. It answers before the
 * body is read, so a player learns nothing about an operator route's fields.
 */
export function operatorHooks(deps: { readonly tokens: AccessTokens; readonly operators: OperatorAccounts }) {
  return {
    requireOperator:
      (permission: Permission | null): onRequestHookHandler =>
      async (request: FastifyRequest, reply: FastifyReply) => {
        const token = bearerOf(request)
        const holder = token === null ? null : await deps.tokens.owner(token)
        if (holder === null) {
          await reply.status(401).header('WWW-Authenticate', 'Bearer').send(UNAUTHENTICATED)
          return reply
        }
        const record = holder.kind === 'operator' ? await deps.operators.find(holder.userId) : null
        if (record === null) {
          await reply.status(403).send(OPERATORS_ONLY)
          return reply
        }
        // A lock ends the sessions in its commit; this holds even for a token it somehow missed.
        if (record.locked) {
          await reply.status(401).header('WWW-Authenticate', 'Bearer').send(UNAUTHENTICATED)
          return reply
        }
        if (permission !== null && !record.permissions.includes(permission)) {
          await reply.status(403).send(missingPermission(permission))
          return reply
        }
        request.operator = { id: holder.userId, tokenId: holder.tokenId, record }
      },
  }
}

export type OperatorHooks = ReturnType<typeof operatorHooks>

/** The operator requireOperator let through; calling it on a route without the hook is a bug, so it throws. */
export const signedInOperator = (request: FastifyRequest): SignedInOperator => {
  if (request.operator === undefined) throw new Error(`${request.routeOptions.url ?? request.url} has no requireOperator hook`)
  return request.operator
}
