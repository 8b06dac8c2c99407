import { sql, type Transaction } from 'kysely'
import { grantShares, isRequirementMet } from '../../src/core/bonuses/bonus-grants.rules'
import type { Settlement } from './bonus-grant.types'
import type { Database } from '../db/database'
import { prepared } from '../db/prepared-statements'
import type { HouseAccountIds } from './house-accounts'
import type { LedgerTransactionRow } from './ledger-transaction-row'
import type { MovementKind } from './ledger.tables'
import { forfeitLegs, releaseLegs } from './movement-legs'
import { lockPlayerAccounts } from './player-accounts'
import type { CountedWager } from './record-movement'
import { runMovement, type Movement } from './run-movement'

const KIND: Readonly<Record<Settlement, MovementKind>> = {
  released: 'bonus_release',
  forfeited: 'bonus_forfeit',
  expired: 'bonus_expiry',
}

export const settlementKey = (outcome: Settlement, grantId: number): string => `bonus-${outcome}:${grantId}`

const settlementMovement = (outcome: Settlement, userId: number, grantId: number, cents: number): Movement => ({
  kind: KIND[outcome],
  userId,
  idempotencyKey: settlementKey(outcome, grantId),
  metadata: { grant_id: grantId, moved_cents: cents },
  isSame: (row: LedgerTransactionRow) => row.kind === KIND[outcome] && row.user_id === userId,
  plan: async () => ({ legs: outcome === 'released' ? releaseLegs(cents) : forfeitLegs(cents) }),
})

export const activeGrantsOf = (trx: Transaction<Database>, userId: number) =>
  trx
    .selectFrom('bonus_grants')
    .select(['id', 'amount_cents as amountCents'])
    .where('user_id', '=', userId)
    .where('state', '=', 'active')
    .orderBy('id')
    .execute()

/**
 * Settles one active grant inside the caller's transaction: its share of the bonus balance
 * (grantShares) becomes withdrawable (released) or goes back to the house (forfeited, expired), as
 * a ledger movement of its own kind, and the grant leaves 'active' for good. The player's accounts
 * are locked first, so the share is read from the balance every other movement waits behind.
 * Answers the cents moved, or null when the grant was no longer active (settled already: a retry,
 * or a pass running twice, moves nothing).
 */
export async function settleGrant(
  trx: Transaction<Database>,
  house: HouseAccountIds,
  grantId: number,
  outcome: Settlement,
  now: Date,
): Promise<number | null> {
  const grant = await trx.selectFrom('bonus_grants').select(['user_id', 'state']).where('id', '=', grantId).executeTakeFirst()
  if (grant === undefined || grant.state !== 'active') return null
  const accounts = await lockPlayerAccounts(trx, grant.user_id, settlementKey(outcome, grantId))
  const active = await activeGrantsOf(trx, grant.user_id)
  if (!active.some((g) => g.id === grantId)) return null
  const share = grantShares(accounts.bonus.balanceCents, active).get(grantId) ?? 0
  if (share > 0) {
    const moved = await runMovement(trx, house, settlementMovement(outcome, grant.user_id, grantId, share))
    if (moved._tag === 'Left') throw new Error(`settling grant ${grantId} as ${outcome} was refused: ${moved.left._tag}`)
  }
  await trx
    .updateTable('bonus_grants')
    .set({ state: outcome, settled_cents: share, settled_at: now })
    .where('id', '=', grantId)
    .where('state', '=', 'active')
    .execute()
  return share
}

/**
 * A bet's stake is counted toward the player's oldest active grant by the bet's own statement
 * (recordMovement's `wagerCents`); when that met the grant's requirement, the grant is released
 * here, in the same transaction.
 */
export async function releaseIfMet(
  trx: Transaction<Database>,
  house: HouseAccountIds,
  counted: CountedWager | null,
  now: Date,
): Promise<void> {
  if (counted === null) return
  if (isRequirementMet({ wageredCents: counted.wageredCents, requirementCents: counted.requirementCents }))
    await settleGrant(trx, house, counted.grantId, 'released', now)
}

/** A rolled-back bet's wager no longer counts toward its grant, if that grant is still active. */
export async function undoWager(trx: Transaction<Database>, betTransactionId: number): Promise<void> {
  await sql`
    update bonus_grants as g set wagered_cents = greatest(0, g.wagered_cents - w.cents)
    from bonus_wagers as w
    where w.transaction_id = ${betTransactionId} and g.id = w.grant_id and g.state = 'active'
  `.execute(trx)
}

/** The bonus-funded part of a round's bet (not rolled back), and whether its grant was released since, for its win's split. */
export async function roundStake(
  trx: Transaction<Database>,
  userId: number,
  roundId: string,
): Promise<{ readonly totalCents: number; readonly bonusCents: number; readonly grantReleased: boolean }> {
  const { rows } = await sql<{ total: string | number | null; bonus: string | number | null; released: boolean | null }>`${prepared}
    select coalesce(sum(-t.amount_cents), 0) as total, coalesce(sum((t.metadata ->> 'bonus_cents')::bigint), 0) as bonus,
      bool_or(g.state = 'released') as released
    from ledger_transactions as t
    left join bonus_wagers as w on w.transaction_id = t.id
    left join bonus_grants as g on g.id = w.grant_id
    where t.user_id = ${userId} and t.round_id = ${roundId} and t.kind = 'bet'
      and not exists (select 1 from ledger_transactions as r where r.reverses_transaction_id = t.id)
  `.execute(trx)
  return { totalCents: Number(rows[0]?.total ?? 0), bonusCents: Number(rows[0]?.bonus ?? 0), grantReleased: rows[0]?.released === true }
}
