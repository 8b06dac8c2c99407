import { forfeitOnWithdrawal, termsSentence, type GrantState } from '../../src/core/bonuses/bonus-grants.rules'
import type { Db } from '../db/database'

export interface GrantView {
  readonly id: number
  readonly promotion: string
  readonly amountCents: number
  readonly requirementCents: number
  readonly wageredCents: number
  readonly state: GrantState
  readonly grantedAt: Date
  readonly expiresAt: Date
  readonly settledCents: number | null
  readonly terms: string
}

/** A player's grants, newest first (at most `limit`), with each one's terms in one sentence. */
export async function playerGrants(db: Db, userId: number, limit = 50): Promise<readonly GrantView[]> {
  const rows = await db.selectFrom('bonus_grants').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(limit).execute()
  return rows.map((r) => ({
    id: r.id,
    promotion: r.promotion,
    amountCents: r.amount_cents,
    requirementCents: r.requirement_cents,
    wageredCents: r.wagered_cents,
    state: r.state,
    grantedAt: r.granted_at,
    expiresAt: r.expires_at,
    settledCents: r.settled_cents,
    terms: termsSentence({ amountCents: r.amount_cents, requirementCents: r.requirement_cents, expiresAt: r.expires_at }),
  }))
}

/** What a withdrawal now would forfeit, as read (the withdrawal itself decides again under lock). */
export async function forfeitPreview(db: Db, userId: number): Promise<number> {
  const bonus = await db
    .selectFrom('ledger_accounts')
    .select('balance_cents')
    .where('user_id', '=', userId)
    .where('kind', '=', 'bonus')
    .executeTakeFirst()
  const active = await db
    .selectFrom('bonus_grants')
    .select(['id', 'amount_cents as amountCents'])
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .orderBy('id')
    .execute()
  return forfeitOnWithdrawal(bonus?.balance_cents ?? 0, active)
}

export const grantWire = (g: GrantView) => ({
  id: g.id,
  promotion: g.promotion,
  amount_cents: g.amountCents,
  requirement_cents: g.requirementCents,
  wagered_cents: g.wageredCents,
  state: g.state,
  granted_at: g.grantedAt.toISOString(),
  expires_at: g.expiresAt.toISOString(),
  settled_cents: g.settledCents,
  terms: g.terms,
})
