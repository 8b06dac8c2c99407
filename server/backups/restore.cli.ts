/**
 * `npm run restore -- FILE`: a backup into the database named by DATABASE_URL (a new, empty one) or
 * into DATA_DIR (a new folder), never over data that is there. Then start the server on it: it
 * migrates whatever the backup lacks.
 */
import { resolve } from 'node:path'
import { restorePGlite, restorePostgres } from './backups'

const file = process.argv[2]
if (file === undefined) {
  console.error('Usage: npm run restore -- FILE   (into DATABASE_URL, an empty database, or DATA_DIR, a new folder)')
  process.exit(2)
}
const url = process.env.DATABASE_URL
try {
  if (url) await restorePostgres(resolve(file), url)
  else await restorePGlite(resolve(file), resolve(process.env.DATA_DIR ?? 'data'))
  process.stdout.write(`Restored ${file} into ${url ? 'the database at DATABASE_URL' : resolve(process.env.DATA_DIR ?? 'data')}\n`)
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
