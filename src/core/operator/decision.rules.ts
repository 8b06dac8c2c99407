import type { DecisionForm } from './operator'
import { reasonProblem } from './reason.rules'

export const REFERENCE_MESSAGE =
  "Give the provider's reference of the payment that went out (its send or payout id, or the transaction hash)."

/** The provider's own id of a payment: printable, no spaces, at most 200 characters. */
const REFERENCE_PATTERN = /^[\x21-\x7e]{1,200}$/

/**
 * What is wrong with a decision an operator proposes, field by field: a reason always (the second
 * operator and the audit log read it), and for paid the provider's reference, which the second
 * operator checks before confirming.
 */
export function decisionProblems(form: DecisionForm): Partial<Record<'reason' | 'reference', string>> {
  const reason = reasonProblem(form.reason)
  const reference = form.outcome === 'paid' && !REFERENCE_PATTERN.test(form.reference.trim()) ? REFERENCE_MESSAGE : undefined
  return { ...(reason !== undefined ? { reason } : {}), ...(reference !== undefined ? { reference } : {}) }
}
