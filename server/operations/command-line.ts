import type { Db } from '../db/database'
import { migrateToLatest } from '../db/migrate'

/** Thrown for a mistake of the person at the command line: printed as it is, exit code 1. */
export class CommandError extends Error {}

const isMistake = (err: unknown): err is Error =>
  err instanceof CommandError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))

/**
 * Runs an `npm run …` command against the server's database, migrated first: a mistake is printed
 * as it is, anything else as "`what` failed", both with exit code 1; the database is closed after.
 */
export function runCommandLine(db: Db, what: string, run: () => Promise<void>): void {
  migrateToLatest(db)
    .then(run)
    .catch((err: unknown) => {
      console.error(isMistake(err) ? err.message : `${what} failed: ${err instanceof Error ? err.message : String(err)}`)
      process.exitCode = 1
    })
    .finally(() => db.destroy())
}
