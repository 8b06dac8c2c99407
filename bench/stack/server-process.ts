import { spawn, type ChildProcess } from 'node:child_process'
import { openSync, readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

export interface ServerOptions {
  readonly port: number
  readonly clientDir: string
  /** DATA_DIR or DATABASE_URL. */
  readonly databaseEnv: Readonly<Record<string, string>>
  readonly largeCatalogue: number
  readonly logFile: string
}

export interface RunningServer {
  readonly baseUrl: string
  readonly stop: () => Promise<void>
}

const START_TIMEOUT_MS = 180_000

/**
 * `tsx server/server.ts` as `npm start` runs it after its build: the built SPA (CLIENT_DIR) and the
 * API in one process, migrating and seeding at start. Inherited database settings are dropped so
 * the one given is the one used.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, SEED_LARGE_CATALOGUE: _seed, ...inherited } = process.env
  const log = openSync(options.logFile, 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...inherited,
      ...options.databaseEnv,
      PORT: String(options.port),
      GAME_PORT: String(options.port + 1),
      HOST: '127.0.0.1',
      CLIENT_DIR: options.clientDir,
      LOG_LEVEL: 'warn',
      ...(options.largeCatalogue > 0 ? { SEED_LARGE_CATALOGUE: String(options.largeCatalogue) } : {}),
    },
    stdio: ['ignore', log, log],
  })
  const baseUrl = `http://127.0.0.1:${options.port}`
  await untilHealthy(child, baseUrl, options.logFile)
  return { baseUrl, stop: () => stop(child) }
}

async function untilHealthy(child: ChildProcess, baseUrl: string, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${readFileSync(logFile, 'utf8').slice(-2000)}`)
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (healthy) return
    await sleep(250)
  }
  await stop(child)
  throw new Error(`the server did not answer ${baseUrl}/api/health within ${START_TIMEOUT_MS / 1000} s (log: ${logFile})`)
}

/** SIGTERM lets it finish requests and close the database; a stuck one is killed. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const stuck = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(stuck)
}
