/**
 * `npm run backup [-- FILE]`: the database the server uses (DATABASE_URL, else DATA_DIR) into FILE,
 * by default backups/coinfall-<engine>-<time>.pgdump (PostgreSQL, while the API runs) or .tar.gz
 * (the embedded database, with the server stopped: PGlite allows one process per data folder).
 */
import { resolve } from 'node:path'
import { backupPGlite, backupPostgres } from './backups'

const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const url = process.env.DATABASE_URL
const file = resolve(process.argv[2] ?? `backups/coinfall-${url ? 'postgres' : 'pglite'}-${stamp}.${url ? 'pgdump' : 'tar.gz'}`)
try {
  if (url) await backupPostgres(url, file)
  else await backupPGlite(resolve(process.env.DATA_DIR ?? 'data'), file)
  process.stdout.write(`Backed up to ${file}\n`)
} catch (err) {
  console.error(`Backup failed: ${err instanceof Error ? err.message : String(err)}`)
  process.exitCode = 1
}
