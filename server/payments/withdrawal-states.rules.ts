import type { WithdrawalMethod } from './withdrawal'

/**
 * Every state a withdrawal can be in. Ours say where our side stands; the crypto gateway's payout
 * statuses (CREATING … FINISHED) are taken over as it reports them on a re-read.
 */
export const W = {
  /** Written by releases before this state machine: recorded, maybe debited (the reconciler finds out). */
  requested: 'REQUESTED',
  /** Earlier releases: the debit was refused; nothing moved. Final. */
  refused: 'REFUSED',
  /** Crypto: recorded and debited together; the gateway has not been called. */
  debited: 'DEBITED',
  /** Crypto: written just before the payout request goes out. Found after a crash: the request may have gone out. */
  submitting: 'SUBMITTING',
  /** Crypto: the payout request may exist at the gateway; its IPN (re-read) or an operator decides. */
  unconfirmed: 'UNCONFIRMED',
  creating: 'CREATING',
  waiting: 'WAITING',
  processing: 'PROCESSING',
  /** Crypto: the gateway is sending. Lightning: an operator's payment is on its way (Speed POST /send). */
  sending: 'SENDING',
  /** Lightning: debited, waiting for an operator to pay it. */
  pending: 'PENDING',
  /** Lightning: paid. Final. */
  sent: 'SENT',
  /** Crypto: the gateway paid it out. Final. */
  finished: 'FINISHED',
  /** Final, refunded: the payout failed (or was never sent). */
  failed: 'FAILED',
  /** Final, refunded: the gateway or an operator refused it. */
  rejected: 'REJECTED',
} as const

export type WithdrawalStatus = (typeof W)[keyof typeof W]
export type RefundedStatus = typeof W.failed | typeof W.rejected

const FINAL: ReadonlySet<string> = new Set([W.refused, W.sent, W.finished, W.failed, W.rejected])
export const isFinal = (status: string): boolean => FINAL.has(status)
export const isRefundedStatus = (status: string): status is RefundedStatus => status === W.failed || status === W.rejected

/** The gateway's payouts move forward through these; a late report of an earlier one is ignored. */
const GATEWAY_PROGRESS: readonly string[] = [W.creating, W.waiting, W.processing, W.sending]
const gatewayRank = (status: string): number => GATEWAY_PROGRESS.indexOf(status)

/** A payout status the gateway reported, in our terms; null for one we do not know (it changes nothing). */
export function gatewayStatus(reported: string): WithdrawalStatus | null {
  const status = reported.trim().toUpperCase()
  if (gatewayRank(status) >= 0 || status === W.finished || status === W.failed || status === W.rejected) return status as WithdrawalStatus
  return null
}

const CRYPTO: Readonly<Record<string, readonly string[]>> = {
  [W.requested]: [W.unconfirmed, W.refused],
  [W.debited]: [W.submitting, W.failed],
  [W.submitting]: [W.unconfirmed, ...GATEWAY_PROGRESS, W.finished, W.failed, W.rejected],
  [W.unconfirmed]: [...GATEWAY_PROGRESS, W.finished, W.failed, W.rejected],
}

const LIGHTNING: Readonly<Record<string, readonly string[]>> = {
  [W.requested]: [W.pending, W.refused],
  [W.pending]: [W.sending, W.rejected],
  [W.sending]: [W.sent, W.failed],
}

/**
 * Whether a withdrawal may go from `from` to `to`. Final states never move; a crypto payout only
 * moves forward through the gateway's statuses; a refund (FAILED, REJECTED) only comes from a state
 * that is not final, so it happens at most once.
 */
export function canMove(method: WithdrawalMethod, from: string, to: string): boolean {
  if (isFinal(from)) return false
  if (method === 'speed') return LIGHTNING[from]?.includes(to) ?? false
  const fromRank = gatewayRank(from)
  if (fromRank >= 0) return gatewayRank(to) > fromRank || to === W.finished || to === W.failed || to === W.rejected
  return CRYPTO[from]?.includes(to) ?? false
}
