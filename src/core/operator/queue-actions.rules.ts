import type { QueuedWithdrawal } from './operator'

export type QueueAction = 'approve' | 'reject' | 'recheck' | 'propose' | 'confirm' | 'decline'

/**
 * What an operator can do to a queued withdrawal. A pending lightning withdrawal waits for a
 * person: approve (pay it through Speed) or reject (refund it). A pending crypto one is refused
 * only. One on its way (processing) can be re-read at its provider; a failed one is settled.
 * One nothing automatic can finish waits for two operators: one proposes paid or refunded, another
 * confirms (or either declines the proposal); the proposer cannot confirm their own.
 * Everything here needs the approve_withdrawals permission.
 */
export function queueActions(
  row: Pick<QueuedWithdrawal, 'stage' | 'method'> & Partial<Pick<QueuedWithdrawal, 'decision'>>,
  permissions: readonly string[],
  operatorId?: number,
): readonly QueueAction[] {
  if (!permissions.includes('approve_withdrawals')) return []
  const decision = row.decision ?? null
  if (decision !== null) {
    if (decision.proposal === null) return ['propose']
    return decision.proposal.proposedBy.id === operatorId ? ['decline'] : ['confirm', 'decline']
  }
  if (row.stage === 'pending') return row.method === 'speed' ? ['approve', 'reject'] : ['reject']
  if (row.stage === 'processing') return ['recheck']
  return []
}

/**
 * The queue's order: oldest first, so nobody waits behind newer requests. Ties go by id in code
 * point order: localeCompare would make a collator, which loads locale data (date-text.ts).
 */
export const oldestFirst = (rows: readonly QueuedWithdrawal[]): readonly QueuedWithdrawal[] =>
  [...rows].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
