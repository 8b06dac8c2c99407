import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { startCluster, type Cluster } from '../../../../scripts/cluster/cluster'
import { nginxBinary } from '../../../../scripts/cluster/nginx-proxy'
import { crashTarget, type CrashTarget } from '../../crash/support/crash-target'
import { freePort } from '../../crash/support/server-process'
import { fakeClientDir } from '../../play/support/games-harness'

/** The cluster tests need PostgreSQL (several processes cannot share the embedded database). */
export const POSTGRES = process.env.TEST_DATABASE_URL

export interface ClusterUnderTest {
  readonly cluster: Cluster
  readonly target: CrashTarget
  /** Every line any API process wrote, those restarted included. */
  readonly apiLines: () => string[]
  readonly providerLines: () => readonly string[]
  /** nginx's access log: every request it answered, with the upstreams it tried and their statuses. */
  readonly nginxAccessLines: () => string[]
  readonly close: () => Promise<void>
}

const freePorts = async (n: number): Promise<number[]> => {
  const ports: number[] = []
  while (ports.length < n) {
    const port = await freePort()
    if (!ports.includes(port)) ports.push(port)
  }
  return ports
}

/** nginx + N API processes + the game provider on a fresh PostgreSQL database, on ports the kernel picked. */
export async function clusterUnderTest(apiProcesses: number, env: Readonly<Record<string, string>> = {}): Promise<ClusterUnderTest> {
  nginxBinary()
  const target = await crashTarget('postgres')
  const workDir = resolve('.tmp', `cluster-${randomBytes(4).toString('hex')}`)
  const clientDir = fakeClientDir()
  const [casino, games, internal, control, provider, ...rest] = await freePorts(5 + 2 * apiProcesses)
  const cluster = await startCluster({
    databaseUrl: target.env.DATABASE_URL!,
    ports: {
      casino: casino!,
      games: games!,
      internal: internal!,
      control: control!,
      provider: provider!,
      api: rest.slice(0, apiProcesses),
      metrics: rest.slice(apiProcesses),
    },
    clientDir,
    workDir,
    env: { LOG_LEVEL: 'info', ...env },
  }).catch(async (err: unknown) => {
    await target.drop()
    throw err
  })
  const logs = join(workDir, 'logs')
  return {
    cluster,
    target,
    apiLines: () =>
      readdirSync(logs)
        .filter((f) => f.startsWith('api-'))
        .flatMap((f) => readFileSync(join(logs, f), 'utf8').split('\n')),
    providerLines: () => cluster.provider.lines(),
    nginxAccessLines: () =>
      readFileSync(join(workDir, 'nginx', 'logs', 'access.log'), 'utf8')
        .split('\n')
        .filter((l) => l !== ''),
    close: async () => {
      await cluster.stop()
      await target.drop()
      rmSync(workDir, { recursive: true, force: true })
      rmSync(clientDir, { recursive: true, force: true })
    },
  }
}
