import { sql } from 'kysely'
import type { ClientSeed } from '../../src/core/games/fairness-client-seed.rules'
import type { Db } from '../db/database'
import { newServerSeed, sha256Hex } from './fair-digest'

export interface SeedPair {
  readonly id: number
  readonly serverSeed: string
  readonly serverSeedHash: string
  readonly clientSeed: string
  readonly nextNonce: number
  readonly revealed: boolean
}

export interface ProviderSeeds {
  readonly active: (sessionId: string) => Promise<SeedPair>
  /** Takes the next nonce of the session's seed pair atomically: two rounds never share one. */
  readonly takeNonce: (sessionId: string) => Promise<{ readonly seed: SeedPair; readonly nonce: number }>
  /** Reveals the pair in play and commits to a new one (with the player's client seed), in one transaction. */
  readonly rotate: (sessionId: string, clientSeed: ClientSeed) => Promise<{ readonly revealed: SeedPair; readonly next: SeedPair }>
  readonly byIds: (ids: readonly number[]) => Promise<ReadonlyMap<number, SeedPair>>
}

type Row = { id: number; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number; revealed_at: Date | null }
const toPair = (r: Row): SeedPair => ({
  id: r.id, serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nextNonce: r.next_nonce, revealed: r.revealed_at !== null,
})
const COLUMNS = ['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'] as const

export function dbProviderSeeds(db: Db): ProviderSeeds {
  return {
    active: async (sessionId) =>
      toPair(await db.selectFrom('gp_seeds').select(COLUMNS).where('session_id', '=', sessionId).where('revealed_at', 'is', null).executeTakeFirstOrThrow()),
    takeNonce: async (sessionId) => {
      const row = await db
        .updateTable('gp_seeds')
        .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
        .where('session_id', '=', sessionId)
        .where('revealed_at', 'is', null)
        .returning(COLUMNS)
        .executeTakeFirstOrThrow()
      return { seed: toPair(row), nonce: row.next_nonce - 1 }
    },
    rotate: (sessionId, clientSeed) =>
      db.transaction().execute(async (trx) => {
        const revealed = await trx
          .updateTable('gp_seeds')
          .set({ revealed_at: sql<Date>`now()` })
          .where('session_id', '=', sessionId)
          .where('revealed_at', 'is', null)
          .returning(COLUMNS)
          .executeTakeFirstOrThrow()
        const serverSeed = newServerSeed()
        const next = await trx
          .insertInto('gp_seeds')
          .values({ session_id: sessionId, server_seed: serverSeed, server_seed_hash: sha256Hex(serverSeed), client_seed: clientSeed, revealed_at: null })
          .returning(COLUMNS)
          .executeTakeFirstOrThrow()
        return { revealed: toPair(revealed), next: toPair(next) }
      }),
    byIds: async (ids) => {
      if (ids.length === 0) return new Map()
      const rows = await db.selectFrom('gp_seeds').select(COLUMNS).where('id', 'in', [...ids]).execute()
      return new Map(rows.map((r) => [r.id, toPair(r)]))
    },
  }
}
