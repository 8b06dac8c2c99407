import { stageOf, timelineOf, type TimelineStep, type WithdrawalEvent } from '../withdrawal-stage.rules'
import type { QueuedWithdrawal } from '../withdrawal-queue.port'

export const withdrawalRowView = (w: QueuedWithdrawal, now: Date) => ({
  id: w.id,
  method: w.method,
  status: w.status,
  stage: stageOf(w.status),
  amount_cents: w.amountCents,
  currency: w.currency,
  destination: w.address,
  payout_currency: w.payoutCurrency,
  error: w.error,
  refunded: w.refunded,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
  age_seconds: Math.max(0, Math.floor((now.getTime() - w.createdAt.getTime()) / 1000)),
  player: w.player,
  decision:
    w.decision === null
      ? null
      : {
          since: w.decision.since.toISOString(),
          why: w.decision.why,
          proposal:
            w.decision.proposal === null
              ? null
              : {
                  outcome: w.decision.proposal.outcome,
                  reference: w.decision.proposal.reference,
                  reason: w.decision.proposal.reason,
                  proposed_by: w.decision.proposal.proposedBy,
                  proposed_at: w.decision.proposal.proposedAt.toISOString(),
                },
        },
})

export const timelineView = (steps: readonly TimelineStep[]) =>
  steps.map((s) => ({ step: s.step, status: s.status, at: s.at.toISOString(), reason: s.reason }))

export const timelineFor = (w: QueuedWithdrawal, events: ReadonlyMap<string, readonly WithdrawalEvent[]>) =>
  timelineView(timelineOf(w.createdAt, events.get(w.id) ?? []))
