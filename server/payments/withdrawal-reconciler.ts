import type { ScheduledPass } from '../scheduling/scheduled-pass'
import { RECONCILER_NAME } from './reconcile-withdrawals.use-case'
import type { ReconcilerRun } from './reconciler-runs.port'
import type { Withdrawal } from './withdrawal'

interface Log {
  readonly info: (data: object, message: string) => void
  readonly debug: (data: object, message: string) => void
  readonly error: (data: object, message: string) => void
}

/**
 * The withdrawal reconciler as a scheduled pass (server/scheduling): settles what a crash or a lost
 * IPN left behind, on one process at a time, every `everyMs`. Its own claims (`FOR UPDATE SKIP
 * LOCKED`, a lease per withdrawal) keep it safe should two runs ever overlap.
 */
export function withdrawalReconcilerPass(deps: {
  readonly reconcileWithdrawals: (onError: (withdrawal: Withdrawal, err: unknown) => void) => () => Promise<ReconcilerRun>
  readonly everyMs: number
  readonly log: Log
}): ScheduledPass {
  const reconcile = deps.reconcileWithdrawals((withdrawal, err) =>
    deps.log.error({ err, withdrawalId: withdrawal.id, status: withdrawal.status }, 'the reconciler could not settle a withdrawal'),
  )
  let passes = 0
  return {
    name: RECONCILER_NAME,
    everyMs: deps.everyMs,
    run: async () => {
      const run = await reconcile()
      const quiet = passes > 0 && run.examined === 0 && run.error === null
      passes += 1
      const summary = { examined: run.examined, changed: run.changed, failed: run.failed, error: run.error }
      if (quiet) deps.log.debug(summary, 'withdrawals reconciled')
      else deps.log.info(summary, 'withdrawals reconciled')
    },
  }
}
