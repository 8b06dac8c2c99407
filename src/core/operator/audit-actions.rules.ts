/**
 * Everything an operator (or the operator command line) can do, as the audit log names it: the
 * server records these, its API filters by them, and the console offers them.
 */
export const AUDIT_ACTIONS = [
  'operator.created',
  'operator.granted',
  'operator.revoked',
  'operator.signed_in',
  'operator.signed_out',
  'operator.sign_in_failed',
  'operator.password_reissued',
  'operator.locked',
  'operator.unlocked',
  'operator.sessions_ended',
  'withdrawal.approved',
  'withdrawal.paid',
  'withdrawal.payout_failed',
  'withdrawal.rejected',
  'withdrawal.rechecked',
  'withdrawal.decision_proposed',
  'withdrawal.decision_declined',
  'withdrawal.decision_confirmed',
  'player.viewed',
  'player.locked',
  'player.unlocked',
  'player.session_revoked',
  'player.balance_adjusted',
  'player.adjustment_proposed',
  'player.adjustment_confirmed',
  'player.adjustment_declined',
  'payments.mode_switched',
  'support.claimed',
  'support.closed',
  'promotions.changed',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const isAuditAction = (text: string): text is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(text)
