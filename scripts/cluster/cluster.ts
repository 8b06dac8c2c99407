import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { startProxy, type ProxyPorts, type RunningProxy, type Upstream } from './nginx-proxy'
import { startNodeProcess, type NodeProcess } from './node-process'

export interface ClusterPorts extends ProxyPorts {
  readonly provider: number
  readonly api: readonly number[]
  readonly metrics: readonly number[]
}

/** The ports of a cluster of `apiProcesses` from `base` (3500 by default): nginx first, the processes after. */
export const portsFrom = (base: number, apiProcesses: number): ClusterPorts => ({
  casino: base,
  games: base + 1,
  internal: base + 2,
  control: base + 3,
  provider: base + 9,
  api: Array.from({ length: apiProcesses }, (_, i) => base + 10 + i),
  metrics: Array.from({ length: apiProcesses }, (_, i) => base + 50 + i),
})

export interface ClusterOptions {
  readonly databaseUrl: string
  readonly ports: ClusterPorts
  /** The built SPA and game page (vite build's dist/client). */
  readonly clientDir: string
  /** nginx's prefix and every process's log. */
  readonly workDir: string
  /** More environment for the API processes and the provider (LOG_LEVEL, payment keys, …). */
  readonly env?: Readonly<Record<string, string>>
}

export interface Cluster {
  /** Where players go: nginx's casino listener. */
  readonly origin: string
  readonly gamesOrigin: string
  /** The API processes as they run now (a restart replaces one). */
  readonly api: () => readonly NodeProcess[]
  readonly provider: NodeProcess
  readonly apiOrigin: (i: number) => string
  readonly metricsOrigin: (i: number) => string
  /** Takes API process `i` out of nginx, drains it with SIGTERM, starts it again and puts it back once ready. */
  readonly restartApi: (i: number) => Promise<void>
  /** Every API process restarted in turn: players see no failure. */
  readonly rollingRestart: () => Promise<void>
  readonly stop: () => Promise<void>
}

// Inherited settings that would point a process at another database or port.
const INHERITED_OUT =
  /^(DATABASE_URL|DATA_DIR|PORT|HOST|GAME_PORT|GAME_ORIGIN|CASINO_INTERNAL_URL|METRICS_PORT|METRICS_HOST|SERVE_GAME_PROVIDER|TRUST_PROXY|CLIENT_DIR)$/

/**
 * PostgreSQL (DATABASE_URL), N API processes started at once (they migrate once between them),
 * the game provider as its own process, and nginx in front with the repository's configuration.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { ports } = options
  mkdirSync(join(options.workDir, 'logs'), { recursive: true })
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([k, v]) => v !== undefined && !INHERITED_OUT.test(k))) as Record<
    string,
    string
  >
  const gamesOrigin = `http://127.0.0.1:${ports.games}`
  const common = {
    ...inherited,
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    CLIENT_DIR: options.clientDir,
    GAME_ORIGIN: gamesOrigin,
    // nginx is the only client of every process: its X-Forwarded-For is believed, nobody else's.
    TRUST_PROXY: '127.0.0.1',
    ...options.env,
  }
  const apiEnv = (i: number) => ({
    ...common,
    PORT: String(ports.api[i]),
    METRICS_PORT: String(ports.metrics[i]),
    SERVE_GAME_PROVIDER: 'false',
  })
  const startApi = (i: number) =>
    startNodeProcess(`api-${i + 1}`, 'server/server.ts', apiEnv(i), join(options.workDir, 'logs', `api-${i + 1}.log`))
  const apiOrigin = (i: number) => `http://127.0.0.1:${ports.api[i]}`
  const api = ports.api.map((_, i) => startApi(i))
  let proxy: RunningProxy | null = null
  let provider: NodeProcess | null = null
  const stop = async () => {
    await proxy?.stop()
    const all = [...api, ...(provider ? [provider] : [])]
    for (const p of all) p.signal('SIGTERM')
    await Promise.all(all.map((p) => p.exited))
  }
  try {
    await Promise.all(api.map((p, i) => p.untilAnswers(`${apiOrigin(i)}/readyz`)))
    provider = startNodeProcess(
      'game-provider',
      'server/game-provider/provider.server.ts',
      { ...common, GAME_PORT: String(ports.provider), CASINO_INTERNAL_URL: `http://127.0.0.1:${ports.internal}` },
      join(options.workDir, 'logs', 'game-provider.log'),
    )
    await provider.untilAnswers(`http://127.0.0.1:${ports.provider}/health`)
    const upstreams: Upstream[] = ports.api.map((port) => ({ port, down: false }))
    proxy = await startProxy(join(options.workDir, 'nginx'), ports, upstreams, ports.provider)
    const running = proxy
    const restartApi = async (i: number) => {
      upstreams[i] = { port: ports.api[i]!, down: true }
      await running.reload(upstreams)
      const old = api[i]!
      old.signal('SIGTERM')
      const code = await old.exited
      if (code !== 0) throw new Error(`${old.name} exited with ${code} when drained:\n${old.lines().slice(-10).join('\n')}`)
      api[i] = startApi(i)
      await api[i].untilAnswers(`${apiOrigin(i)}/readyz`)
      upstreams[i] = { port: ports.api[i]!, down: false }
      await running.reload(upstreams)
    }
    return {
      origin: `http://127.0.0.1:${ports.casino}`,
      gamesOrigin,
      api: () => api,
      provider,
      apiOrigin,
      metricsOrigin: (i) => `http://127.0.0.1:${ports.metrics[i]}`,
      restartApi,
      rollingRestart: async () => {
        for (let i = 0; i < api.length; i++) await restartApi(i)
      },
      stop,
    }
  } catch (err) {
    await stop()
    throw err
  }
}
