/**
 * `npm run operator -- create|grant|revoke …` (operator-commands.ts): operators are made here, never
 * by sign-up. It uses the database the server would (DATABASE_URL or DATA_DIR); on the embedded
 * database stop the server first, since PGlite allows one process per data folder.
 */
import { readAccountsConfig } from '../accounts/accounts-config'
import { argon2PasswordHasher } from '../accounts/argon2-password-hasher.adapter'
import { readConfig } from '../config'
import { connect } from '../db/connect'
import { runCommandLine } from '../operations/command-line'
import { dbAuditLog } from './db-audit-log.adapter'
import { dbOperatorAccounts } from './db-operator-accounts.adapter'
import { runOperatorCommand } from './operator-commands'

const db = connect(readConfig().database)
runCommandLine(db, 'The operator command', () =>
  runOperatorCommand(process.argv.slice(2), {
    db,
    operators: dbOperatorAccounts(db),
    hasher: argon2PasswordHasher(readAccountsConfig().argon2),
    audit: dbAuditLog(db),
    print: (line) => process.stdout.write(`${line}\n`),
  }),
)
