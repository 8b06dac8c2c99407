/**
 * `npm run seed:large [-- count]`: adds generated games (default 5000) to the database the server
 * would use (DATABASE_URL or DATA_DIR), for load and performance work. Stop the server first
 * when it runs on the embedded database: PGlite allows one process per data folder.
 */
import { readConfig } from '../config'
import { connect } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { runCatalogueSeed } from './catalogue-seed-step'

const count = process.argv[2] ?? process.env.SEED_LARGE_CATALOGUE ?? '5000'
const db = connect(readConfig().database)
const started = Date.now()
migrateToLatest(db)
  .then(() => runCatalogueSeed(db, { SEED_LARGE_CATALOGUE: count }))
  .then(({ largeGames }) => console.warn(`Catalogue seeded with ${largeGames} generated games in ${Date.now() - started} ms.`))
  .catch((err: unknown) => {
    console.error('Seeding failed:', err instanceof Error ? err.message : err)
    process.exitCode = 1
  })
  .finally(() => db.destroy())
