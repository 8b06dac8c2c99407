import type { Db } from '../db/database'

/** An adjustment over the threshold, waiting for a second operator (or decided by one). */
export interface AdjustmentProposal {
  readonly id: number
  readonly playerId: number
  readonly playerUsername: string
  readonly direction: 'credit' | 'debit'
  readonly balance: 'withdrawable' | 'bonus'
  readonly amountCents: number
  readonly reason: string
  readonly proposedBy: { readonly id: number; readonly username: string }
  readonly proposedAt: Date
  readonly decision: 'confirmed' | 'declined' | null
}

export type AdjustmentProposalError =
  | { readonly _tag: 'ProposalNotFound' }
  /** Another operator confirmed or declined it first. */
  | { readonly _tag: 'AlreadyDecided'; readonly decision: 'confirmed' | 'declined' }
  /** Four eyes: the proposer cannot confirm their own proposal. */
  | { readonly _tag: 'SameOperator' }
  /** A debit the balance no longer holds: nothing moved, the proposal still waits. */
  | { readonly _tag: 'InsufficientFunds' }

const proposalRows = (db: Db) =>
  db
    .selectFrom('balance_adjustment_proposals as p')
    .innerJoin('users as pl', 'pl.id', 'p.player_id')
    .innerJoin('users as op', 'op.id', 'p.proposed_by')
    .select([
      'p.id',
      'p.player_id',
      'pl.username as player_username',
      'p.direction',
      'p.balance',
      'p.amount_cents',
      'p.reason',
      'p.proposed_by',
      'op.username as proposer_username',
      'p.proposed_at',
      'p.decision',
    ])

type ProposalRow = Awaited<ReturnType<ReturnType<typeof proposalRows>['executeTakeFirstOrThrow']>>

const toProposal = (r: ProposalRow): AdjustmentProposal => ({
  id: Number(r.id),
  playerId: Number(r.player_id),
  playerUsername: r.player_username,
  direction: r.direction,
  balance: r.balance,
  amountCents: Number(r.amount_cents),
  reason: r.reason,
  proposedBy: { id: Number(r.proposed_by), username: r.proposer_username },
  proposedAt: r.proposed_at,
  decision: r.decision,
})

/** Open proposals, oldest first (of one player when asked), at most `limit`. */
export async function openProposals(db: Db, playerId: number | null, limit: number): Promise<readonly AdjustmentProposal[]> {
  let q = proposalRows(db).where('p.decision', 'is', null)
  if (playerId !== null) q = q.where('p.player_id', '=', playerId)
  return (await q.orderBy('p.proposed_at').orderBy('p.id').limit(limit).execute()).map(toProposal)
}

export async function proposalById(db: Db, id: number): Promise<AdjustmentProposal | null> {
  const row = await proposalRows(db).where('p.id', '=', id).executeTakeFirst()
  return row === undefined ? null : toProposal(row)
}

/** What the operator moved alone today (the daily cap's count). */
export async function adjustedToday(db: Db, operatorId: number, day: string): Promise<number> {
  const row = await db
    .selectFrom('operator_adjustment_days')
    .select('adjusted_cents')
    .where('operator_id', '=', operatorId)
    .where('day', '=', day)
    .executeTakeFirst()
  return Number(row?.adjusted_cents ?? 0)
}
