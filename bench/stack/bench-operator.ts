import { spawnSync } from 'node:child_process'
import { printedOperator, type PrintedOperator } from '../../tests/shared/printed-operator'

/** An operator made by the real command for the console's rows, as its output gives them. */
export type BenchOperator = PrintedOperator

const EMAIL = 'bench.ops@coinfall.test'
/** What the console's rows open: the withdrawal queue (the console's first screen) and the players. */
const GRANTS = 'approve_withdrawals,view_players,view_ledger'

/**
 * `npm run operator -- create` over the bench's database, before the server holds it (the embedded
 * database takes one process at a time).
 */
export function createBenchOperator(databaseEnv: Readonly<Record<string, string>>): BenchOperator {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/operator/operator.cli.ts', 'create', '--email', EMAIL, '--grant', GRANTS],
    {
      env: { ...inherited, ...databaseEnv, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  )
  const printed = `${result.stdout}${result.stderr}`
  if (result.status !== 0) throw new Error(`the operator command exited with ${result.status}:\n${printed.slice(-2000)}`)
  return printedOperator(EMAIL, printed)
}
