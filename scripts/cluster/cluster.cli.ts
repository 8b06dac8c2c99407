/**
 * `npm run cluster`: Coinfall as an operator runs it on one machine. PostgreSQL from DATABASE_URL,
 * N API processes, the game provider and nginx in front (deploy/nginx). SIGHUP (kill -HUP <pid>)
 * restarts the API processes one at a time; Ctrl-C stops everything.
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { portsFrom, startCluster } from './cluster'

const USAGE = `npm run cluster [-- options]      (needs DATABASE_URL=postgres://… and nginx; run npm run build first)
  --api N        API processes (default 3)
  --port N       the casino's port (default 3500); games on N+1, the provider's wallet calls on N+2,
                 nginx's control on N+3, the provider on N+9, API processes from N+10, metrics from N+50
  --dir PATH     nginx's prefix and the logs (default .tmp/cluster)
kill -HUP <this pid> restarts the API processes one at a time; Ctrl-C stops the cluster.`

const { values } = parseArgs({
  options: { api: { type: 'string' }, port: { type: 'string' }, dir: { type: 'string' }, help: { type: 'boolean' } },
})
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl?.startsWith('postgres')) {
  console.error(`DATABASE_URL must name a PostgreSQL database: several API processes cannot share the embedded one.\n${USAGE}`)
  process.exit(2)
}
const clientDir = resolve(process.env.CLIENT_DIR ?? 'dist/client')
if (!existsSync(resolve(clientDir, 'index.html'))) console.warn(`No built app in ${clientDir}: run npm run build (the API still answers).`)
const apiProcesses = Number(values.api ?? 3)
const base = Number(values.port ?? 3500)
if (!Number.isInteger(apiProcesses) || apiProcesses < 1 || apiProcesses > 40) throw new Error(`--api must be 1 to 40, not ${values.api}`)
const workDir = resolve(values.dir ?? '.tmp/cluster')

const cluster = await startCluster({ databaseUrl, ports: portsFrom(base, apiProcesses), clientDir, workDir })
console.log(`Coinfall is up on ${cluster.origin} (games ${cluster.gamesOrigin}), ${apiProcesses} API processes; logs in ${workDir}/logs.`)
console.log(
  `Metrics: ${cluster
    .api()
    .map((_, i) => `${cluster.metricsOrigin(i)}/metrics`)
    .join(' ')}`,
)
console.log(`Rolling restart: kill -HUP ${process.pid}. Stop: Ctrl-C.`)

let busy: Promise<void> = Promise.resolve()
process.on('SIGHUP', () => {
  busy = busy.then(async () => {
    console.log('rolling restart: one API process at a time')
    await cluster.rollingRestart().then(
      () => console.log('rolling restart done'),
      (err: unknown) => console.error('rolling restart failed:', err instanceof Error ? err.message : err),
    )
  })
})
const stop = () => {
  console.log('stopping the cluster')
  void busy.then(() => cluster.stop()).then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
