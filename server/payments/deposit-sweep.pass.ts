import type { ScheduledPass } from '../scheduling/scheduled-pass'
import type { SweepRun } from './sweep-deposits.use-case'

interface Log {
  readonly info: (data: object, message: string) => void
  readonly debug: (data: object, message: string) => void
  readonly error: (data: object, message: string) => void
}

export const DEPOSIT_SWEEP_NAME = 'deposit-sweep'

/** The deposit sweep as a scheduled pass (server/scheduling), every `everyMs`, on one process at a time. */
export function depositSweepPass(deps: {
  readonly sweepDeposits: (onError: (ref: string, err: unknown) => void) => () => Promise<SweepRun>
  readonly everyMs: number
  readonly log: Log
}): ScheduledPass {
  const sweep = deps.sweepDeposits((ref, err) => deps.log.error({ err, ref }, 'the deposit sweep could not settle a deposit'))
  return {
    name: DEPOSIT_SWEEP_NAME,
    everyMs: deps.everyMs,
    run: async () => {
      const run = await sweep()
      if (run.examined === 0) deps.log.debug(run, 'deposits swept')
      else deps.log.info(run, 'deposits swept')
    },
  }
}
