import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { QUIET_PROMOTIONS } from '../../support/quiet-promotions'
import { ROOMY_VIP_LIMITS } from '../../support/roomy-vip-limits'

/** A port nothing listens on right now (the kernel's pick). */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

export interface ServerProcess {
  readonly origin: string
  /** Every line the server wrote (pino JSON, one object a line). */
  readonly lines: string[]
  /** Resolves when a line matching `pattern` is written, or false after `timeoutMs`. */
  readonly waitForLine: (pattern: RegExp, timeoutMs: number) => Promise<boolean>
  readonly kill: (signal: NodeJS.Signals) => Promise<void>
  /** The exit code once it has exited (null while running, or when a signal ended it). */
  readonly exitCode: () => number | null
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

async function waitForHealth(origin: string, child: ChildProcess, lines: string[]): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${lines.slice(-20).join('\n')}`)
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await sleep(100)
  }
  throw new Error(`the server did not answer /api/health:\n${lines.slice(-20).join('\n')}`)
}

/**
 * The real server (server/server.ts) in its own Node process, loaded through tsx as `npm run serve`
 * does. It runs as one process rather than under the tsx launcher, so SIGKILL kills the server
 * itself, as kill -9 would, and not a wrapper that leaves it running.
 */
export async function startServer(env: Readonly<Record<string, string>>, port: number): Promise<ServerProcess> {
  const base = { ...process.env }
  for (const name of Object.keys(base))
    if (/^(DATABASE_URL|DATA_DIR|PUBLIC_URL|SPEED_|NOWPAYMENTS_|WITHDRAWAL_)/.test(name)) delete base[name]
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    // The burst withdraws from each player all day long: daily limits far above it (tests/server/vip tests them).
    env: { ...base, ...ROOMY_VIP_LIMITS, ...QUIET_PROMOTIONS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const waiters = new Set<() => void>()
  const take = (chunk: Buffer) => {
    lines.push(
      ...chunk
        .toString('utf8')
        .split('\n')
        .filter((l) => l !== ''),
    )
    for (const wake of waiters) wake()
  }
  child.stdout?.on('data', take)
  child.stderr?.on('data', take)
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const origin = `http://127.0.0.1:${port}`
  await waitForHealth(origin, child, lines)
  return {
    origin,
    lines,
    waitForLine: (pattern, timeoutMs) =>
      new Promise((resolve) => {
        const check = () => {
          if (!lines.some((l) => pattern.test(l))) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve(true)
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          resolve(false)
        }, timeoutMs)
        waiters.add(check)
        check()
      }),
    kill: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
    exitCode: () => child.exitCode,
  }
}
