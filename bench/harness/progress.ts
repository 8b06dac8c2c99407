import type { Progress } from './measurement'

/** Progress lines on stderr, stamped with the time since the run began, so stdout keeps the table. */
export function progressFrom(started: number): Progress {
  return (message) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(0).padStart(4)
    process.stderr.write(`[${seconds} s] ${message}\n`)
  }
}
