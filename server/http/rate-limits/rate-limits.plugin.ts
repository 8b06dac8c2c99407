import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import type { Clock } from '../../../src/core/shared/clock.port'
import type { Db } from '../../db/database'
import { addressKey } from '../address-key'
import { signedInUser } from '../plugins/authenticate'
import { waitText } from '../wait-text'
import { dbRateLimitStore } from './db-rate-limit-store.adapter'
import type { RateLimitName, RateLimitsConfig } from './rate-limits-config'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate limit guarding this route (rate-limits.plugin.ts). */
    rateLimited?: RateLimitName
  }
}

type Scope = 'address' | 'player'

const subjectOf = (scope: Scope, request: FastifyRequest): string =>
  scope === 'address' ? addressKey(request.ip) : String(signedInUser(request).id)

/**
 * Rate limits every API process shares (counted in the database), declared per route with
 * `config: { rateLimited: 'deposit' }`. The per-address count runs first, before the token is
 * even looked up, so strangers and scripts with many accounts are held too; the per-player count
 * runs after the route's own requireUser. Over a limit: 429, Retry-After and `{message}`.
 */
export async function registerRateLimits(app: FastifyInstance, deps: { db: Db; clock: Clock; config: RateLimitsConfig }): Promise<void> {
  const { windowMs, limits } = deps.config
  await app.register(rateLimit, { global: false, store: dbRateLimitStore(deps), timeWindow: windowMs })

  const limiter = (name: RateLimitName, scope: Scope, max: number): onRequestHookHandler => {
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${scope}:${subjectOf(scope, request)}`,
    })
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = await check(request)
      if (limit.isAllowed || !limit.isExceeded) return
      const seconds = Math.max(1, limit.ttlInSeconds)
      await reply
        .status(429)
        .header('Retry-After', String(seconds))
        .send({ message: `Too many requests. Please try again in ${waitText(seconds)}.` })
      return reply
    }
  }

  app.addHook('onRoute', (route) => {
    const name = route.config?.rateLimited
    if (name === undefined) return
    const { perAddress, perPlayer } = limits[name]
    const own = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
    route.onRequest = [
      limiter(name, 'address', perAddress),
      ...own,
      ...(perPlayer === undefined ? [] : [limiter(name, 'player', perPlayer)]),
    ]
  })
}
