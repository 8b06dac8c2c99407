import type { Db } from '../db/database'
import { listenerOnDemand, listenInSchema } from '../db/notifications'

/** Who follows support conversations: each change committed, and a hint that some may have been missed. */
export interface SupportFollower {
  readonly changed: (conversationId: number) => void
  readonly resync: () => void
}

/** Follow one player's conversation, or every conversation (an operator's console). */
export type SupportScope = { readonly playerId: number } | 'all'

/**
 * Conversations' changes as they commit, from the NOTIFY of migration 0130, the way
 * BalanceMoves follows the ledger's: one LISTEN per API process, fanned out to the followers.
 * `follow` resolves once the channel is heard, so a change committed after it is never missed.
 */
export interface SupportChanges {
  readonly follow: (scope: SupportScope, follower: SupportFollower) => Promise<() => void>
  readonly close: () => Promise<void>
}

const CHANNEL = 'support_changed'
/** 'conversation_id:player_id', after the schema the trigger puts first. */
const PAYLOAD = /^(\d+):(\d+)$/

export function dbSupportChanges(db: Db): SupportChanges {
  const byPlayer = new Map<number, Set<SupportFollower>>()
  const ofAll = new Set<SupportFollower>()
  const everyone = () => [...ofAll, ...[...byPlayer.values()].flatMap((set) => [...set])]
  const listener = listenerOnDemand(() =>
    listenInSchema(db, CHANNEL, {
      payload: (payload) => {
        const match = PAYLOAD.exec(payload)
        if (match === null) return
        const conversationId = Number(match[1])
        for (const follower of [...ofAll, ...(byPlayer.get(Number(match[2])) ?? [])]) follower.changed(conversationId)
      },
      resumed: () => {
        for (const follower of everyone()) follower.resync()
      },
    }),
  )

  return {
    follow: async (scope, follower) => {
      await listener.ready()
      if (scope === 'all') {
        ofAll.add(follower)
        return () => void ofAll.delete(follower)
      }
      const set = byPlayer.get(scope.playerId) ?? new Set()
      set.add(follower)
      byPlayer.set(scope.playerId, set)
      return () => {
        set.delete(follower)
        if (set.size === 0 && byPlayer.get(scope.playerId) === set) byPlayer.delete(scope.playerId)
      }
    },
    close: async () => {
      byPlayer.clear()
      ofAll.clear()
      await listener.stop()
    },
  }
}
