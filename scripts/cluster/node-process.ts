import { spawn } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

/** Lines kept in memory per process (the log file has them all). */
const KEPT_LINES = 20_000

export interface NodeProcess {
  readonly name: string
  readonly pid: number
  /** The process's latest lines (pino JSON, one object a line). */
  readonly lines: () => readonly string[]
  /** Resolves once `url` answers 2xx; throws if the process exits first or `timeoutMs` passes. */
  readonly untilAnswers: (url: string, timeoutMs?: number) => Promise<void>
  readonly signal: (signal: NodeJS.Signals) => void
  /** Resolves with the exit code (null when a signal ended it). */
  readonly exited: Promise<number | null>
}

/**
 * A server of this repository (server/server.ts, the game provider) in a Node process of its own,
 * run through tsx's loader as `npm run serve` does, but without the tsx launcher in between: a
 * signal reaches the server itself. Its output goes to `logFile`.
 */
export function startNodeProcess(name: string, entry: string, env: Readonly<Record<string, string>>, logFile: string): NodeProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { env: { ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8')
    appendFileSync(logFile, text)
    lines.push(...text.split('\n').filter((l) => l !== ''))
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES)
  }
  child.stdout.on('data', take)
  child.stderr.on('data', take)
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  let exitCode: number | null | undefined
  void exited.then((code) => {
    exitCode = code
  })
  return {
    name,
    pid: child.pid ?? -1,
    lines: () => lines,
    untilAnswers: async (url, timeoutMs = 300_000) => {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        if (exitCode !== undefined) throw new Error(`${name} exited (${exitCode}) before answering ${url}:\n${lines.slice(-15).join('\n')}`)
        const ok = await fetch(url).then(
          (r) => r.ok,
          () => false,
        )
        if (ok) return
        await sleep(100)
      }
      throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${lines.slice(-15).join('\n')}`)
    },
    signal: (signal) => {
      if (exitCode === undefined) child.kill(signal)
    },
    exited,
  }
}
