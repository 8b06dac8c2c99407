import * as E from 'fp-ts/Either'
import type { Clock } from '../../src/core/shared/clock.port'
import type { CryptoGateway } from './crypto-gateway.port'
import type { Deposits } from './deposits.port'
import { LIST_MARGIN_MS, listPaymentsBetween, matchListedPayments, NAMELESS_GRACE_MS } from './nameless-payments'
import type { SettleDeposit } from './settle-deposit.use-case'

/** Deposits and payments swept at a time. */
export const SWEEP_BATCH = 100
/** How long a deposit is swept: past a week a payment that is still not final is an operator's matter. */
export const SWEEP_WINDOW_MS = 7 * 24 * 60 * 60_000

export interface SweepRun {
  readonly examined: number
  readonly completed: number
  readonly failed: number
  /** False when the gateway's list of payments had more pages than one pass reads. */
  readonly listComplete: boolean
}

/**
 * The deposit sweep (issue 26 §4, issue 20 §1): re-reads from the provider every deposit and stored
 * payment that is not final yet, so nothing waits for a player's poll or an IPN that never came,
 * and a deposit credited in the ledger whose record a crash left pending is finished (its credit
 * answers the same transaction). A crypto deposit whose payment was never named to us (its IPN
 * never came) is looked for in the gateway's list of payments since its invoice was made: each of
 * its payments is stored first, then settled. It only calls settle, which credits each payment
 * once, so a pass run twice, or two at once, or beside an IPN, credit nothing twice.
 */
export const makeSweepDeposits =
  (deps: {
    readonly deposits: Deposits
    readonly settle: SettleDeposit
    readonly crypto: CryptoGateway
    readonly clock: Clock
    readonly onError: (ref: string, err: unknown) => void
  }) =>
  async (): Promise<SweepRun> => {
    const now = deps.clock.now().getTime()
    const notBefore = new Date(now - SWEEP_WINDOW_MS)
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
    const nameless = await deps.deposits.nameless(SWEEP_BATCH, notBefore, new Date(now - NAMELESS_GRACE_MS))
    let listComplete = true
    if (nameless.length > 0) {
      const oldest = Math.min(...nameless.map((n) => n.createdAt.getTime()))
      const listed = await listPaymentsBetween(deps.crypto, new Date(oldest - LIST_MARGIN_MS), new Date(now + LIST_MARGIN_MS))
      if (E.isLeft(listed)) {
        failed += 1
        deps.onError('nowpayments:payments-list', listed.left)
      } else {
        listComplete = listed.right.complete
        for (const match of matchListedPayments(
          nameless.map((n) => n.deposit),
          listed.right.payments,
        ))
          await attempt(`nowpayments:${match.paymentId}`, async () => {
            // Stored before anything else, as an IPN's: from now on the sweep re-reads it by id.
            await deps.deposits.notePayment({
              provider: 'nowpayments',
              paymentId: match.paymentId,
              depositId: match.deposit.id,
              parentPaymentId: null,
            })
            const deposit = await deps.deposits.findById(match.deposit.id)
            return deposit === null ? 'ignored' : deps.settle(deposit, match.paymentId)
          })
      }
    }
    return { examined: deposits.length + payments.length + nameless.length, completed, failed, listComplete }
  }

export type SweepDeposits = ReturnType<typeof makeSweepDeposits>
