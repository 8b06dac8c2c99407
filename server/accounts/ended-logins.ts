import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import { listenerOnDemand, listenInSchema } from '../db/notifications'
import { liveLogins } from './live-logins'

/**
 * What a stream opened by a sign-in follows to end with it: a logout, a sign-in ended from the
 * account activity, a password change, a lock or a break, on whichever API process it happens.
 * Each is an `access_tokens.revoked_at` written, which the NOTIFY of migration 0210 announces;
 * one LISTEN per process fans it out. After a lost connection, and every `sweepMs` (for sign-ins
 * that simply expire), the followed sign-ins are checked in one query.
 */
export interface EndedLogins {
  /** Resolves once the channel is heard, with the way to stop; `ended` is called at most once. */
  readonly follow: (tokenId: number, ended: () => void) => Promise<() => void>
  readonly close: () => Promise<void>
}

const CHANNEL = 'login_ended'
/** 'user_id:token_id', after the schema the trigger puts first. */
const PAYLOAD = /^\d+:(\d+)$/
/** Expiry is the only ending that sends no NOTIFY; a stream's own lifetime bounds it too. */
export const ENDED_LOGINS_SWEEP_MS = 30_000

export function dbEndedLogins(deps: { db: Db; clock: Clock; sweepMs?: number; onError: (err: unknown) => void }): EndedLogins {
  const followers = new Map<number, Set<() => void>>()
  const end = (tokenId: number) => {
    const set = followers.get(tokenId)
    if (set === undefined) return
    followers.delete(tokenId)
    for (const ended of set) ended()
  }
  const sweep = async () => {
    if (followers.size === 0) return
    const live = await liveLogins(deps.db, deps.clock.now(), [...followers.keys()])
    for (const tokenId of [...followers.keys()]) if (!live.has(tokenId)) end(tokenId)
  }
  const sweepSoon = () => void sweep().catch(deps.onError)
  let timer: NodeJS.Timeout | undefined
  const listener = listenerOnDemand(async () => {
    const stop = await listenInSchema(deps.db, CHANNEL, {
      payload: (payload) => {
        const match = PAYLOAD.exec(payload)
        if (match !== null) end(Number(match[1]))
      },
      resumed: sweepSoon,
    })
    timer = setInterval(sweepSoon, deps.sweepMs ?? ENDED_LOGINS_SWEEP_MS)
    timer.unref()
    return async () => {
      clearInterval(timer)
      await stop()
    }
  })

  return {
    follow: async (tokenId, ended) => {
      await listener.ready()
      const set = followers.get(tokenId) ?? new Set()
      set.add(ended)
      followers.set(tokenId, set)
      // Ended between the ticket's check and the LISTEN: nothing would announce it again.
      const live = await liveLogins(deps.db, deps.clock.now(), [tokenId])
      if (!live.has(tokenId)) end(tokenId)
      return () => {
        set.delete(ended)
        if (set.size === 0 && followers.get(tokenId) === set) followers.delete(tokenId)
      }
    },
    close: async () => {
      followers.clear()
      await listener.stop()
    },
  }
}
