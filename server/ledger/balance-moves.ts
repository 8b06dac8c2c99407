import type { Db } from '../db/database'
import { listenerOnDemand, listenInSchema } from '../db/notifications'

/** Who follows a player's money: each movement committed, and a hint that some may have been missed. */
export interface BalanceFollower {
  readonly moved: (transactionId: number) => void
  readonly resync: () => void
}

/**
 * The movements of players' money as they commit, from the ledger's NOTIFY (migration 0062): one
 * LISTEN per API process, fanned out to everyone following a player. `follow` resolves once the
 * channel is heard, so a movement committed after it is never missed; it answers the way to stop.
 */
export interface BalanceMoves {
  readonly follow: (userId: number, follower: BalanceFollower) => Promise<() => void>
  readonly close: () => Promise<void>
}

const CHANNEL = 'balance_moved'
/** 'user_id:transaction_id', after the schema the trigger puts first. */
const PAYLOAD = /^(\d+):(\d+)$/

export function dbBalanceMoves(db: Db): BalanceMoves {
  const followers = new Map<number, Set<BalanceFollower>>()
  const everyone = () => [...followers.values()].flatMap((set) => [...set])
  const listener = listenerOnDemand(() =>
    listenInSchema(db, CHANNEL, {
      payload: (payload) => {
        const match = PAYLOAD.exec(payload)
        if (match === null) return
        for (const follower of followers.get(Number(match[1])) ?? []) follower.moved(Number(match[2]))
      },
      resumed: () => {
        for (const follower of everyone()) follower.resync()
      },
    }),
  )

  return {
    follow: async (userId, follower) => {
      await listener.ready()
      const set = followers.get(userId) ?? new Set()
      set.add(follower)
      followers.set(userId, set)
      return () => {
        set.delete(follower)
        if (set.size === 0 && followers.get(userId) === set) followers.delete(userId)
      }
    },
    close: async () => {
      followers.clear()
      await listener.stop()
    },
  }
}
