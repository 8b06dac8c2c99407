/**
 * `npm run operator -- create|grant|revoke …` (operator-commands.ts): operators are made here, never
 * by sign-up. It uses the database the server would (DATABASE_URL or DATA_DIR); on the embedded
 * database stop the server first, since PGlite allows one process per data folder.
 */
import { readAccountsConfig } from '../accounts/accounts-config'
import { argon2PasswordHasher } from '../accounts/argon2-password-hasher.adapter'
import { readConfig } from '../config'
import { connect } from '../db/connect'
import { migrateToLatest } from '../db/migrate'
import { dbAuditLog } from './db-audit-log.adapter'
import { dbOperatorAccounts } from './db-operator-accounts.adapter'
import { CommandError, runOperatorCommand } from './operator-commands'

const db = connect(readConfig().database)
migrateToLatest(db)
  .then(() =>
    runOperatorCommand(process.argv.slice(2), {
      db,
      operators: dbOperatorAccounts(db),
      hasher: argon2PasswordHasher(readAccountsConfig().argon2),
      audit: dbAuditLog(db),
      print: (line) => process.stdout.write(`${line}\n`),
    }),
  )
  .catch((err: unknown) => {
    const mistake =
      err instanceof CommandError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))
    console.error(mistake ? (err as Error).message : `The operator command failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exitCode = 1
  })
  .finally(() => db.destroy())
