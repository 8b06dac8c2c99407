import { sql } from 'kysely'
import type { Db } from '../db/database'
import { notificationsOf } from '../db/notifications'

/** Who follows a player's money: each movement committed, and a hint that some may have been missed. */
export interface WalletFollower {
  readonly moved: (transactionId: number) => void
  readonly resync: () => void
}

/**
 * The movements of players' money as they commit, from the ledger's NOTIFY (migration 0062): one
 * LISTEN per API process, fanned out to everyone following a player. `follow` resolves once the
 * channel is heard, so a movement committed after it is never missed; it answers the way to stop.
 */
export interface WalletMoves {
  readonly follow: (userId: number, follower: WalletFollower) => Promise<() => void>
  readonly close: () => Promise<void>
}

const CHANNEL = 'wallet_moved'
/** 'schema:user_id:transaction_id', as the trigger writes it. */
const PAYLOAD = /^(.+):(\d+):(\d+)$/

export function dbWalletMoves(db: Db): WalletMoves {
  const followers = new Map<number, Set<WalletFollower>>()
  let listening: Promise<() => Promise<void>> | null = null

  const everyone = () => [...followers.values()].flatMap((set) => [...set])
  const start = async () => {
    // Several schemas may share one database (tests do): each process hears only its own.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
    const schema = rows[0]?.schema
    return notificationsOf(db).listen(CHANNEL, {
      payload: (payload) => {
        const match = PAYLOAD.exec(payload)
        if (match === null || match[1] !== schema) return
        for (const follower of followers.get(Number(match[2])) ?? []) follower.moved(Number(match[3]))
      },
      resumed: () => {
        for (const follower of everyone()) follower.resync()
      },
    })
  }

  return {
    follow: async (userId, follower) => {
      listening ??= start().catch((err: unknown) => {
        listening = null
        throw err
      })
      await listening
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
      const stop = listening
      listening = null
      if (stop) await (await stop.catch(() => async () => undefined))()
    },
  }
}
