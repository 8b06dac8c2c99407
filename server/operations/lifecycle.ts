import { setTimeout as sleep } from 'node:timers/promises'

/**
 * Where the process stands between start and exit, as its probes and its shutdown see it. Draining
 * begins at SIGTERM: readiness fails at once, and the process waits for traffic to stop arriving
 * before it stops listening (server.ts).
 */
export function createLifecycle() {
  let draining = false
  let drainStarted = 0
  let lastRequest = 0
  return {
    draining: () => draining,
    beginDrain: () => {
      if (draining) return
      draining = true
      drainStarted = Date.now()
    },
    requestStarted: () => {
      lastRequest = Date.now()
    },
    /**
     * Resolves once no request has started for `quietMs` since draining began (whatever routes
     * traffic here has taken this process out), or after `maxWaitMs` whatever happens.
     */
    quiet: async (options: { readonly quietMs: number; readonly maxWaitMs: number }): Promise<void> => {
      const deadline = Date.now() + options.maxWaitMs
      for (;;) {
        const quietFor = Date.now() - Math.max(lastRequest, drainStarted)
        if (quietFor >= options.quietMs || Date.now() >= deadline) return
        await sleep(Math.min(50, options.quietMs - quietFor, Math.max(1, deadline - Date.now())))
      }
    },
  }
}

export type Lifecycle = ReturnType<typeof createLifecycle>
