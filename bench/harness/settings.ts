import { parseArgs } from 'node:util'

export interface BenchSettings {
  /** Cold page loads per browser figure; the median is reported. */
  readonly browserRuns: number
  readonly apiSeconds: number
  readonly apiWarmupSeconds: number
  readonly apiConnections: number
  readonly ledgerRuns: number
  readonly ledgerSeconds: number
  /** Bets in flight at once, one player each. */
  readonly ledgerConcurrency: number
  /** The casino listens here, the game provider on the next port. */
  readonly port: number
  /** Generated games on top of the seeded 66, for the large-catalogue figures. */
  readonly largeCatalogue: number
  /** Only measurements whose name contains one of these. */
  readonly only: readonly string[]
  /** Save a screenshot at each LCP candidate, and the final LCP element outlined. */
  readonly shots: boolean
  /** One more run of each interaction, traced (not counted), saved for the Performance panel and summed up in the notes. */
  readonly trace: boolean
  /** With --trace, the traced run samples JavaScript too, in a build that keeps its names (every figure of the run is of that build). */
  readonly profile: boolean
  /** PostgreSQL server to make a fresh database on (DATABASE_URL, else TEST_DATABASE_URL). */
  readonly postgresUrl: string | undefined
}

const USAGE = `npm run bench [-- options]
  --runs N            cold page loads per browser figure (default 5)
  --api-seconds N     autocannon duration per endpoint (default 10)
  --ledger-seconds N  duration of each ledger run (default 3)
  --only a,b          only measurements whose name contains a or b
  --port N            casino port (default BENCH_PORT or 3600; the game provider takes N+1)
  --shots             screenshots at each LCP candidate into .tmp/bench/shots
  --trace             one more run of each interaction, traced (not counted), into .tmp/bench/traces
  --profile           with --trace, sample JavaScript in the trace, on an unminified build (its figures
                      are that build's): the notes name the busiest functions
PostgreSQL is measured too when DATABASE_URL or TEST_DATABASE_URL is set.`

const positive = (name: string, raw: string | undefined, fallback: number): number => {
  if (raw === undefined) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number above 0, not ${raw}\n${USAGE}`)
  return n
}

export function readSettings(argv: readonly string[], env: NodeJS.ProcessEnv): BenchSettings {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string' },
      'api-seconds': { type: 'string' },
      'ledger-seconds': { type: 'string' },
      only: { type: 'string' },
      port: { type: 'string' },
      shots: { type: 'boolean' },
      trace: { type: 'boolean' },
      profile: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  return {
    browserRuns: positive('runs', values.runs, 5),
    apiSeconds: positive('api-seconds', values['api-seconds'], 10),
    apiWarmupSeconds: 2,
    apiConnections: 20,
    ledgerRuns: 3,
    ledgerSeconds: positive('ledger-seconds', values['ledger-seconds'], 3),
    ledgerConcurrency: 10,
    port: positive('port', values.port ?? env.BENCH_PORT, 3600),
    largeCatalogue: 5000,
    only: (values.only ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    shots: values.shots ?? false,
    trace: values.trace ?? false,
    profile: values.profile ?? false,
    postgresUrl: env.DATABASE_URL || env.TEST_DATABASE_URL || undefined,
  }
}
