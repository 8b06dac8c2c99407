import { portsFrom, startCluster } from '../../scripts/cluster/cluster'
import type { BenchCluster } from '../harness/measurement'
import { freshPostgres } from './fresh-database'

/**
 * `npm run cluster`'s cluster for a measurement: its own fresh database, the casino on `base` (the
 * bench's port), players' passwords hashed cheaply (the figures are about bets and streams, not
 * sign-ups), sign-ups and deposits unthrottled (every bench player shares one address).
 */
export async function benchCluster(options: {
  readonly serverUrl: string
  readonly apiProcesses: number
  readonly base: number
  readonly clientDir: string
  readonly workDir: string
}): Promise<BenchCluster> {
  const database = await freshPostgres(options.serverUrl)
  try {
    const cluster = await startCluster({
      databaseUrl: database.url!,
      ports: portsFrom(options.base, options.apiProcesses),
      clientDir: options.clientDir,
      workDir: options.workDir,
      env: {
        LOG_LEVEL: 'warn',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
        RATE_LIMIT_REGISTRATIONS_PER_ADDRESS: '1000000',
        RATE_LIMIT_DEPOSITS_PER_ADDRESS: '1000000',
      },
    })
    return {
      origin: cluster.origin,
      gamesOrigin: cluster.gamesOrigin,
      databaseUrl: database.url!,
      metricsOrigin: cluster.metricsOrigin,
      stop: async () => {
        await cluster.stop()
        await database.drop()
      },
    }
  } catch (err) {
    await database.drop()
    throw err
  }
}
