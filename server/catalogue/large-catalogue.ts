import type { Db } from '../db/database'
import { SEED_GAMES, type SeedGame } from './seed-catalogue'
import { upsertGames } from './seed-catalogue-rows'

const BATCH = 500
const WORDS = ['Lucky', 'Golden', 'Wild', 'Mega', 'Royal', 'Cosmic', 'Blazing', 'Mystic', 'Turbo', 'Frozen', 'Electric', 'Hidden']

/**
 * The n-th generated game for load and performance work: it borrows a real seed game's art,
 * category, provider and mechanic (so it plays), under its own id 'cf-load-00042'.
 */
export const largeCatalogueGame = (n: number): SeedGame => {
  const base = SEED_GAMES[n % SEED_GAMES.length]
  if (base === undefined) throw new Error('seed-catalogue.ts lists no games to borrow from')
  const number = String(n).padStart(5, '0')
  return {
    ...base,
    gameId: `cf-load-${number}`,
    slug: `load-${number}`,
    name: `${WORDS[n % WORDS.length]} ${base.name} ${n}`,
    featured: false,
    popular: false,
  }
}

/** Makes sure the generated games 1..count exist (idempotent), on top of the seeded catalogue. */
export async function seedLargeCatalogue(db: Db, count: number): Promise<void> {
  for (let start = 1; start <= count; start += BATCH) {
    const size = Math.min(BATCH, count - start + 1)
    await upsertGames(
      db,
      Array.from({ length: size }, (_, i) => largeCatalogueGame(start + i)),
    )
  }
}
