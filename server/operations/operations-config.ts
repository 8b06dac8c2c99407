export interface OperationsConfig {
  /** Prometheus metrics on their own listener (METRICS_PORT); null keeps them off. */
  readonly metrics: { readonly port: number; readonly host: string } | null
  /**
   * Draining on SIGTERM: readiness fails at once; the listener closes once no request has started
   * for `quietMs` (whatever routes traffic has stopped sending), or after `maxWaitMs` regardless.
   */
  readonly drain: { readonly quietMs: number; readonly maxWaitMs: number }
  /** Whether this process also runs the demo game provider's listener (GAME_PORT). */
  readonly serveGameProvider: boolean
}

const whole = (env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number => {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  if (!/^\d{1,7}$/.test(raw) || Number(raw) > max) throw new Error(`${name} must be a whole number up to ${max}, not: ${raw}`)
  return Number(raw)
}

const flag = (env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean => {
  const raw = env[name]?.trim().toLowerCase()
  if (raw === undefined || raw === '') return fallback
  if (raw === 'true' || raw === '1') return true
  if (raw === 'false' || raw === '0') return false
  throw new Error(`${name} must be true or false, not: ${raw}`)
}

/** METRICS_PORT / METRICS_HOST, DRAIN_QUIET_MS / DRAIN_MAX_MS and SERVE_GAME_PROVIDER. */
export function readOperationsConfig(env: NodeJS.ProcessEnv): OperationsConfig {
  const metricsPort = whole(env, 'METRICS_PORT', 0, 65535)
  return {
    // Bound to loopback unless told otherwise: the figures are for the operator's scraper, never players.
    metrics: metricsPort === 0 ? null : { port: metricsPort, host: env.METRICS_HOST?.trim() || '127.0.0.1' },
    drain: { quietMs: whole(env, 'DRAIN_QUIET_MS', 1000, 600_000), maxWaitMs: whole(env, 'DRAIN_MAX_MS', 10_000, 600_000) },
    serveGameProvider: flag(env, 'SERVE_GAME_PROVIDER', true),
  }
}
