/**
 * `npm run bench`: issue 12's figures in one table. Builds the SPA, runs the production server on
 * fresh databases (PGlite, and PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set), measures
 * with Chromium's own throttling, autocannon and the ledger directly, prints the table and writes
 * bench/results.json. A missed budget is a finding, not a failure: only a broken measurement makes
 * the exit code non-zero.
 */
import { discoverMeasurements } from './harness/discover'
import { progressFrom } from './harness/progress'
import { describeMachine, RESULTS_PATH, writeResults } from './harness/results-file'
import { runMeasurements } from './harness/runner'
import { readSettings } from './harness/settings'
import { machineLine, textTable } from './harness/table'

const started = Date.now()
const progress = progressFrom(started)
const settings = readSettings(process.argv.slice(2), process.env)
const machine = describeMachine()
const measurements = await discoverMeasurements(settings.only)
progress(
  `${measurements.length} measurements; PostgreSQL ${settings.postgresUrl ? 'too' : 'skipped (set DATABASE_URL or TEST_DATABASE_URL)'}`,
)

const { figures, errors } = await runMeasurements(measurements, settings, progress)
const { postgresUrl: _url, ...shown } = settings
const results = {
  date: new Date(started).toISOString(),
  durationSeconds: Math.round((Date.now() - started) / 1000),
  machine,
  settings: shown,
  figures,
  errors,
}
writeResults(results)
console.log(
  `\n${textTable(results)}\n\n${machineLine(results)}\nWritten to ${RESULTS_PATH}; npm run bench:readme puts the table in README.md.`,
)
for (const e of errors) console.error(`BROKEN: ${e.measurement} on ${e.database}: ${e.message}`)
process.exitCode = errors.length > 0 ? 1 : 0
