import type { QueuedWithdrawal } from './operator'

export type QueueAction = 'approve' | 'reject' | 'recheck'

/**
 * What an operator can do to a queued withdrawal. A pending lightning withdrawal waits for a
 * person: approve (pay it through Speed) or reject (refund it). A pending crypto one is refused
 * only. One on its way (processing) can be re-read at its provider; a failed one is settled.
 * Everything here needs the approve_withdrawals permission.
 */
export function queueActions(row: Pick<QueuedWithdrawal, 'stage' | 'method'>, permissions: readonly string[]): readonly QueueAction[] {
  if (!permissions.includes('approve_withdrawals')) return []
  if (row.stage === 'pending') return row.method === 'speed' ? ['approve', 'reject'] : ['reject']
  if (row.stage === 'processing') return ['recheck']
  return []
}

/** The queue's order: oldest first, so nobody waits behind newer requests. */
export const oldestFirst = (rows: readonly QueuedWithdrawal[]): readonly QueuedWithdrawal[] =>
  [...rows].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id.localeCompare(b.id))
