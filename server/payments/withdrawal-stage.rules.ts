import { W } from './withdrawal-states.rules'

/** Where a withdrawal stands, in the words a player and an operator read: the detail is its status. */
export type WithdrawalStage = 'pending' | 'processing' | 'sent' | 'failed'

const SENT: ReadonlySet<string> = new Set([W.sent, W.finished])
const FAILED: ReadonlySet<string> = new Set([W.failed, W.rejected, W.refused])

export const PROCESSING_STATUSES: readonly string[] = [
  W.requested,
  W.debited,
  W.submitting,
  W.unconfirmed,
  W.creating,
  W.waiting,
  W.processing,
  W.sending,
]
export const FAILED_STATUSES: readonly string[] = [...FAILED]

/** PENDING waits for an operator; the rest is on its way, paid, or failed and refunded. */
export const stageOf = (status: string): WithdrawalStage =>
  status === W.pending ? 'pending' : SENT.has(status) ? 'sent' : FAILED.has(status) ? 'failed' : 'processing'

export const statusesOf = (stage: WithdrawalStage): readonly string[] => {
  switch (stage) {
    case 'pending':
      return [W.pending]
    case 'processing':
      return PROCESSING_STATUSES
    case 'sent':
      return [...SENT]
    case 'failed':
      return FAILED_STATUSES
  }
}

export type TimelineStepName = 'requested' | 'processing' | 'sent' | 'failed' | 'rejected' | 'refunded'

export interface TimelineStep {
  readonly step: TimelineStepName
  readonly status: string
  readonly at: Date
  readonly reason: string | null
}

export interface WithdrawalEvent {
  readonly status: string
  readonly error: string | null
  readonly refunded: boolean
  readonly at: Date
}

/**
 * The status timeline a player reads: requested, then processing (once, however many gateway
 * statuses it went through), then sent, or failed / rejected and refunded with the reason.
 */
export function timelineOf(createdAt: Date, events: readonly WithdrawalEvent[]): TimelineStep[] {
  const steps: TimelineStep[] = [{ step: 'requested', status: events[0]?.status ?? W.pending, at: createdAt, reason: null }]
  const add = (step: TimelineStepName, e: WithdrawalEvent, reason: string | null = null) => {
    if (!steps.some((s) => s.step === step)) steps.push({ step, status: e.status, at: e.at, reason })
  }
  for (const e of events) {
    switch (stageOf(e.status)) {
      case 'pending':
        break
      case 'processing':
        add('processing', e)
        break
      case 'sent':
        add('sent', e)
        break
      case 'failed':
        add(e.status === W.rejected ? 'rejected' : 'failed', e, e.error)
        if (e.refunded) add('refunded', e, e.error)
        break
    }
  }
  return steps
}
