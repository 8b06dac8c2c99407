import type { Clock } from '../../src/core/shared/clock.port'
import type { Deposits } from './deposits.port'
import type { SettleDeposit } from './settle-deposit.use-case'

/** Deposits and payments swept at a time. */
export const SWEEP_BATCH = 100
/** How long a deposit is swept: past a week a payment that is still not final is an operator's matter. */
export const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60_000

export interface SweepRun {
  readonly examined: number
  readonly completed: number
  readonly failed: number
}

/**
 * The deposit sweep (issue 26 §4, issue 20 §1): re-reads from the provider every deposit and stored
 * payment that is not final yet, so nothing waits for a player's poll or an IPN that never came,
 * and a deposit credited in the ledger whose record a crash left pending is finished (its credit
 * answers the same transaction). It only calls settle, which credits each payment once, so a
 * pass run twice, or two at once, credit nothing twice.
 */
export const makeSweepDeposits =
  (deps: {
    readonly deposits: Deposits
    readonly settle: SettleDeposit
    readonly clock: Clock
    readonly onError: (ref: string, err: unknown) => void
  }) =>
  async (): Promise<SweepRun> => {
    const notBefore = new Date(deps.clock.now().getTime() - SWEEP_WINDOW_MS)
    const { deposits, payments } = await deps.deposits.sweepable(SWEEP_BATCH, notBefore)
    let completed = 0
    let failed = 0
    const attempt = async (ref: string, work: () => Promise<string>) => {
      try {
        if ((await work()) === 'completed') completed += 1
      } catch (err) {
        failed += 1
        deps.onError(ref, err)
      }
    }
    for (const deposit of deposits) await attempt(deposit.id, () => deps.settle(deposit))
    for (const payment of payments)
      await attempt(`${payment.provider}:${payment.paymentId}`, async () => {
        const deposit = await deps.deposits.findById(payment.depositId)
        return deposit === null ? 'ignored' : deps.settle(deposit, payment.paymentId)
      })
    return { examined: deposits.length + payments.length, completed, failed }
  }

export type SweepDeposits = ReturnType<typeof makeSweepDeposits>
