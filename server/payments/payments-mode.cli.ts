/**
 * `npm run payments:mode -- show|switch` (payments-mode-commands.ts). It reads the payment settings
 * and the database as the server would; on the embedded database stop the server first, since
 * PGlite allows one process per data folder.
 */
import { readConfig } from '../config'
import { connect } from '../db/connect'
import { kyselyLedger } from '../ledger/kysely-ledger.adapter'
import { runCommandLine } from '../operations/command-line'
import { dbAuditLog } from '../operator/db-audit-log.adapter'
import { runPaymentsModeCommand } from './payments-mode-commands'

const config = readConfig()
const db = connect(config.database)
runCommandLine(db, 'The payments mode command', () =>
  runPaymentsModeCommand(process.argv.slice(2), {
    db,
    ledger: kyselyLedger(db),
    audit: dbAuditLog(db),
    settings: config.payments,
    print: (line) => process.stdout.write(`${line}\n`),
  }),
)
