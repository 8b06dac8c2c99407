import type { Db } from '../db/database'

export interface SeedPair {
  readonly id: number
  readonly serverSeed: string
  readonly serverSeedHash: string
  readonly clientSeed: string
  readonly nextNonce: number
  readonly revealed: boolean
}

/** Reads of the session's seed pairs; their writes go through the session's play lock (session-play-lock.ts). */
export interface ProviderSeeds {
  readonly active: (sessionId: string) => Promise<SeedPair>
  readonly byIds: (ids: readonly number[]) => Promise<ReadonlyMap<number, SeedPair>>
}

type Row = { id: number; server_seed: string; server_seed_hash: string; client_seed: string; next_nonce: number; revealed_at: Date | null }
export const seedPairOf = (r: Row): SeedPair => ({
  id: r.id,
  serverSeed: r.server_seed,
  serverSeedHash: r.server_seed_hash,
  clientSeed: r.client_seed,
  nextNonce: r.next_nonce,
  revealed: r.revealed_at !== null,
})
export const SEED_COLUMNS = ['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'revealed_at'] as const

export function dbProviderSeeds(db: Db): ProviderSeeds {
  return {
    active: async (sessionId) =>
      seedPairOf(
        await db
          .selectFrom('gp_seeds')
          .select(SEED_COLUMNS)
          .where('session_id', '=', sessionId)
          .where('revealed_at', 'is', null)
          .executeTakeFirstOrThrow(),
      ),
    byIds: async (ids) => {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('gp_seeds')
        .select(SEED_COLUMNS)
        .where('id', 'in', [...ids])
        .execute()
      return new Map(rows.map((r) => [r.id, seedPairOf(r)]))
    },
  }
}
