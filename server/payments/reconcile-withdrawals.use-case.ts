import * as E from 'fp-ts/Either'
import type { Clock } from '../../src/core/shared/clock.port'
import type { ApplyPayoutReport } from './apply-payout-report.use-case'
import type { CryptoPayouts } from './crypto-payouts.port'
import { SEND_FAILED_MESSAGE, type InstantSend, type LightningPayouts } from './lightning-payouts.port'
import type { ReconcilerRun, ReconcilerRuns } from './reconciler-runs.port'
import type { Withdrawal } from './withdrawal'
import { refusedRetry, stuckWithdrawalStep } from './withdrawal-decision.rules'
import { W } from './withdrawal-states.rules'
import type { ClaimOptions, Withdrawals } from './withdrawals.port'

export const RECONCILER_NAME = 'withdrawals'
export const NEVER_SENT_MESSAGE = 'The payout was never sent, so the amount is back in your withdrawable balance. Please request it again.'

/** A pass takes at most this many batches, so one pass always ends; the rest waits for the next. */
const MAX_BATCHES = 20

export interface ReconcileDeps {
  readonly withdrawals: Withdrawals
  readonly payouts: CryptoPayouts
  readonly lightning: LightningPayouts
  readonly applyReport: ApplyPayoutReport
  readonly runs: ReconcilerRuns
  readonly clock: Clock
  readonly claim: ClaimOptions
  readonly onError: (withdrawal: Withdrawal, err: unknown) => void
}

type Outcome = 'changed' | 'unchanged' | 'unreachable'

const changed = (done: boolean): Outcome => (done ? 'changed' : 'unchanged')

/**
 * One withdrawal a crash (or a lost IPN) left unsettled. DEBITED: the gateway was never called, so
 * the money goes back (sending it now, minutes later and unasked, could pay a player who has
 * already asked again). SUBMITTING: the request may have gone out, so it stays debited as
 * UNCONFIRMED. A payout with the gateway's ids is re-read and the state machine applies its word;
 * so is a lightning send Speed left unpaid when an operator approved it (paid is SENT, failed is
 * refunded once, still unpaid waits for the next pass). What nothing can be asked about goes to
 * two operators' decision (withdrawal-decision.rules.ts); a lost send to an invoice is sent again.
 */
async function settle(deps: ReconcileDeps, w: Withdrawal): Promise<Outcome> {
  if ((await deps.withdrawals.repair(w.id)) !== null) return 'changed'
  if (w.status === W.debited) return changed(await deps.withdrawals.refund(w.id, W.failed, NEVER_SENT_MESSAGE))
  if (w.status === W.submitting) {
    const moved = await deps.withdrawals.move(w.id, W.unconfirmed)
    if (moved) await handOverIfStuck(deps, { ...w, status: W.unconfirmed })
    return changed(moved)
  }
  const stuck = stuckWithdrawalStep(w, deps.clock.now().getTime())
  if (stuck._tag === 'decide') return changed(await deps.withdrawals.needDecision(w.id, stuck.why))
  if (stuck._tag === 'retrySend') return sendAgain(deps, w)
  if (w.method === 'speed') return settleInstantSend(deps, w)
  if (w.batchId === null || w.payoutId === null) return 'unchanged'
  const read = await deps.payouts.readPayout({ batchId: w.batchId, payoutId: w.payoutId })()
  return E.isRight(read) ? changed(await deps.applyReport(w, read.right)) : 'unreachable'
}

/** A crypto payout request found in flight after a crash has no id to re-read by: operators decide at once. */
async function handOverIfStuck(deps: ReconcileDeps, w: Withdrawal): Promise<void> {
  const stuck = stuckWithdrawalStep(w, deps.clock.now().getTime())
  if (stuck._tag === 'decide') await deps.withdrawals.needDecision(w.id, stuck.why)
}

/**
 * Pays the same invoice again, for the sats priced the first time (stuckWithdrawalStep says when
 * that is safe): Speed's answer settles it as the first one would have; a refusal may mean the first send paid it, so operators decide;
 * no answer leaves it for the next pass.
 */
async function sendAgain(deps: ReconcileDeps, w: Withdrawal): Promise<Outcome> {
  // The sats are priced and recorded before the first send goes out: none recorded, none went out.
  const sats = w.sent !== null && w.sent.currency === 'SATS' ? Number(w.sent.amount) : null
  if (sats === null || !Number.isSafeInteger(sats) || sats <= 0)
    return changed(await deps.withdrawals.refund(w.id, W.failed, NEVER_SENT_MESSAGE))
  const sent = await deps.lightning.send({ amountSats: sats, destination: w.address, reference: w.id })()
  if (E.isLeft(sent))
    return sent.left._tag === 'Unavailable'
      ? 'unreachable'
      : changed(await deps.withdrawals.needDecision(w.id, refusedRetry(sent.left.message)))
  await deps.withdrawals.notePayout(w.id, { batchId: sent.right.id, payoutId: sent.right.id })
  return applySend(deps, w, sent.right)
}

async function settleInstantSend(deps: ReconcileDeps, w: Withdrawal): Promise<Outcome> {
  if (w.status !== W.sending || w.payoutId === null) return 'unchanged'
  const read = await deps.lightning.readSend(w.payoutId)()
  // A send Speed cannot show now is no proof it was never paid: it stays debited.
  if (E.isLeft(read)) return read.left._tag === 'Unavailable' ? 'unreachable' : 'unchanged'
  return applySend(deps, w, read.right)
}

async function applySend(deps: ReconcileDeps, w: Withdrawal, send: InstantSend): Promise<Outcome> {
  if (send.status === 'paid') return (await deps.withdrawals.move(w.id, W.sent)) ? 'changed' : 'unchanged'
  if (send.status === 'failed') {
    const reason = send.failureReason === null ? SEND_FAILED_MESSAGE : `${SEND_FAILED_MESSAGE} (${send.failureReason})`
    return (await deps.withdrawals.refund(w.id, W.failed, reason)) ? 'changed' : 'unchanged'
  }
  return 'unchanged'
}

/**
 * A reconciler pass: claims the withdrawals due a check (never one another process holds), settles
 * each, and records the run. Safe to run in several processes at once: every step it takes is a
 * state-machine step under the row's lock, so nothing is debited or refunded twice.
 */
export const makeReconcileWithdrawals = (deps: ReconcileDeps) => async (): Promise<ReconcilerRun> => {
  const startedAt = deps.clock.now()
  const tally = { examined: 0, changed: 0, failed: 0 }
  let error: string | null = null
  try {
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const claimed = await deps.withdrawals.claimDue(deps.claim)
      for (const w of claimed) {
        tally.examined += 1
        const outcome = await settle(deps, w).catch((err: unknown): Outcome => {
          deps.onError(w, err)
          return 'unreachable'
        })
        if (outcome === 'changed') tally.changed += 1
        if (outcome === 'unreachable') tally.failed += 1
      }
      if (claimed.length < deps.claim.limit) break
    }
  } catch (err) {
    error = err instanceof Error ? err.message : String(err)
  }
  const run: ReconcilerRun = { name: RECONCILER_NAME, startedAt, finishedAt: deps.clock.now(), ...tally, error }
  await deps.runs.record(run)
  return run
}

export type ReconcileWithdrawals = ReturnType<typeof makeReconcileWithdrawals>
