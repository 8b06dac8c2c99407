import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'

export interface SchedulingConfig {
  /** How long a pass's lease lasts unrenewed: how soon another process takes over from one that died. */
  readonly leaseMs: number
  /** This process's name in `scheduled_passes.holder`: host, pid and a random tag (pids repeat across restarts). */
  readonly holder: string
}

/** SCHEDULER_LEASE_SECONDS (default 30): long enough that a busy holder is not taken for dead. */
export function readSchedulingConfig(env: NodeJS.ProcessEnv): SchedulingConfig {
  const raw = env.SCHEDULER_LEASE_SECONDS?.trim()
  if (raw !== undefined && raw !== '' && !/^\d{1,5}$/.test(raw))
    throw new Error(`SCHEDULER_LEASE_SECONDS must be a whole number of seconds, not: ${raw}`)
  const seconds = raw === undefined || raw === '' ? 30 : Number(raw)
  if (seconds < 1) throw new Error('SCHEDULER_LEASE_SECONDS must be at least 1')
  return { leaseMs: seconds * 1000, holder: `${hostname()}/${process.pid}/${randomBytes(3).toString('hex')}` }
}
