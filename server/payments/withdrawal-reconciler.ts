import type { ReconcilerRun } from './reconciler-runs.port'

interface Log {
  readonly info: (data: object, message: string) => void
  readonly debug: (data: object, message: string) => void
  readonly error: (data: object, message: string) => void
}

export interface RunningReconciler {
  /** Stops the timer and waits for a pass in progress, so the database can close after it. */
  readonly stop: () => Promise<void>
}

/**
 * Runs the withdrawal reconciler now and then every `everyMs` (a pass still running makes the
 * next tick skip). The timer is unref'd: it never keeps a stopping process alive.
 */
export function startWithdrawalReconciler(deps: {
  readonly reconcile: () => Promise<ReconcilerRun>
  readonly everyMs: number
  readonly log: Log
}): RunningReconciler {
  let running: Promise<void> | null = null
  let passes = 0
  const tick = () => {
    if (running !== null) return
    running = deps
      .reconcile()
      .then(
        (run) => {
          const quiet = passes > 0 && run.examined === 0 && run.error === null
          passes += 1
          const summary = { examined: run.examined, changed: run.changed, failed: run.failed, error: run.error }
          if (quiet) deps.log.debug(summary, 'withdrawals reconciled')
          else deps.log.info(summary, 'withdrawals reconciled')
        },
        (err: unknown) => deps.log.error({ err }, 'the withdrawal reconciler failed'),
      )
      .finally(() => {
        running = null
      })
  }
  tick()
  const timer = setInterval(tick, deps.everyMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
