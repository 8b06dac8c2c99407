import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { sql } from 'kysely'
import type { Clock } from '../../../src/core/shared/clock.port'
import type { Db } from '../../db/database'

// Ended windows are deleted now and then, not on every hit.
const SWEEP_EVERY_HITS = 500

/**
 * @fastify/rate-limit's store over `rate_limit_counters`, so every API process counts into the
 * same rows. A hit is one atomic upsert-increment: concurrent requests, from any process, each
 * get their own count, and no burst slips between a read and a write. Fixed windows: the first
 * hit after a window ends starts the next one.
 */
export function dbRateLimitStore(deps: { readonly db: Db; readonly clock: Clock }): FastifyRateLimitStoreCtor {
  const { db, clock } = deps
  let hits = 0

  const hit = async (key: string, windowMs: number): Promise<{ current: number; ttl: number }> => {
    const now = clock.now()
    const next = new Date(now.getTime() + windowMs)
    const { rows } = await sql<{ hits: number; expires_at: Date }>`
      insert into rate_limit_counters as c (key, hits, expires_at) values (${key}, 1, ${next})
      on conflict (key) do update set
        hits = case when c.expires_at <= ${now} then 1 else c.hits + 1 end,
        expires_at = case when c.expires_at <= ${now} then excluded.expires_at else c.expires_at end
      returning hits, expires_at`.execute(db)
    const row = rows[0]
    if (row === undefined) throw new Error('the rate limit upsert returned no row')
    hits += 1
    if (hits % SWEEP_EVERY_HITS === 0) await db.deleteFrom('rate_limit_counters').where('expires_at', '<', now).execute()
    return { current: Number(row.hits), ttl: Math.max(0, new Date(row.expires_at).getTime() - now.getTime()) }
  }

  return class DbRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    }

    // Keys name their limit themselves, so every route's limiter shares the one table.
    child(): FastifyRateLimitStore {
      return this
    }
  }
}
