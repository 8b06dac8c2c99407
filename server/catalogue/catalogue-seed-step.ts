import { sql } from 'kysely'
import type { Db } from '../db/database'
import { seedLargeCatalogue } from './large-catalogue'
import { seedCatalogue } from './seed-catalogue-rows'

const MAX_LARGE = 100_000

/** How many generated games SEED_LARGE_CATALOGUE asks for (0 when unset); a bad value stops the start. */
export const largeCatalogueSize = (env: NodeJS.ProcessEnv): number => {
  const raw = env.SEED_LARGE_CATALOGUE
  if (raw === undefined || raw === '') return 0
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0 || n > MAX_LARGE)
    throw new Error(`SEED_LARGE_CATALOGUE must be a whole number up to ${MAX_LARGE}, not ${raw}`)
  return n
}

/** The start-up seed: the real catalogue always (idempotent), plus generated games when asked. */
export async function runCatalogueSeed(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<{ readonly largeGames: number }> {
  const largeGames = largeCatalogueSize(env)
  await seedCatalogue(db)
  if (largeGames > 0) await seedLargeCatalogue(db, largeGames)
  // Fresh statistics: a planner that still thinks the catalogue is empty picks plans for an empty table.
  await sql`analyze games, categories, providers`.execute(db)
  return { largeGames }
}
