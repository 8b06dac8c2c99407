import type { FastifyBaseLogger } from 'fastify'
import type { Lifecycle } from './lifecycle'

/** What a stopping process still holds, in the order it lets go of it. */
export interface ShutdownSteps {
  readonly lifecycle: Lifecycle
  readonly drain: { readonly quietMs: number; readonly maxWaitMs: number }
  /** Work that may move to another process at once (scheduled passes' leases). */
  readonly handOver: () => Promise<void>
  /** Stops listening and waits for requests in flight; balance streams end here (clients resume elsewhere). */
  readonly closeListeners: () => Promise<void>
  readonly closeDatabase: () => Promise<void>
  readonly log: FastifyBaseLogger
}

/** After the drain, requests in flight get this long before the process gives up and exits 1. */
const FINISH_GRACE_MS = 15_000

/**
 * SIGTERM or SIGINT drains the process: readiness fails at once; scheduled passes are handed over;
 * it keeps answering until no request has started for a quiet spell (the proxy or orchestrator has
 * taken it out of rotation), or the drain's longest wait; then it stops listening (a connection
 * now is refused, which nginx retries elsewhere), finishes what it has, closes the database and
 * exits 0. A second signal changes nothing.
 */
export function drainOnSignals(steps: () => ShutdownSteps): { readonly closing: () => boolean } {
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    const s = steps()
    s.lifecycle.beginDrain()
    s.log.info({ signal }, 'draining: readiness fails, waiting for traffic to stop')
    const force = setTimeout(() => {
      s.log.error({ signal }, 'shutdown took too long: exiting')
      process.exit(1)
    }, s.drain.maxWaitMs + FINISH_GRACE_MS)
    force.unref()
    const handedOver = s.handOver().catch((err: unknown) => s.log.error({ err }, 'could not hand scheduled passes over'))
    void s.lifecycle
      .quiet(s.drain)
      .then(() => s.log.info({}, 'drained: no longer listening, finishing requests in flight'))
      .then(() => s.closeListeners())
      .then(() => handedOver)
      .then(() => s.closeDatabase())
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        s.log.error({ err }, 'shutdown failed')
        process.exit(1)
      })
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
  return { closing: () => closing }
}
