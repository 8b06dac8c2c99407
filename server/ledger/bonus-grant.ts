import { promotionsAllowed } from '../safer-play/play-breaks'
import * as E from 'fp-ts/Either'
import type { Transaction } from 'kysely'
import { expiryOf, requirementOf } from '../../src/core/bonuses/bonus-grants.rules'
import type { BonusGrantRequest, GrantedBonus } from './bonus-grant.types'
import type { Database } from '../db/database'
import type { HouseAccountIds } from './house-accounts'
import { assertCents } from './ledger-transaction-row'
import { joinBonusLegs } from './movement-legs'
import { sameAmount } from './round-movements'
import { runMovement } from './run-movement'

/**
 * Thrown by a grant for a player on a cool-off or self-exclusion: nothing is granted and the
 * caller's transaction rolls back.
 */
export class PromotionsStopped extends Error {
  constructor(userId: number) {
    super(`promotions are stopped for user ${userId} (cool-off or self-exclusion)`)
  }
}

/**
 * A grant inside the caller's transaction: its ledger movement (bonus fund to the player's bonus
 * balance, kind bonus_grant or the promotion's own) and its row, together. The movement is first, so the player's
 * accounts are locked before the row is written and a settlement never sees one without the other.
 */
export async function grantBonus(
  trx: Transaction<Database>,
  house: HouseAccountIds,
  g: BonusGrantRequest,
  now: Date,
): Promise<GrantedBonus> {
  assertCents(g.terms.amountCents)
  // The last line of defence: a caller asks promotionsAllowed first and refuses in its own words.
  if (!(await promotionsAllowed(trx, g.userId, now))) throw new PromotionsStopped(g.userId)
  const key = `bonus-grant:${g.grantKey}`
  const kind = g.kind ?? 'bonus_grant'
  const moved = await runMovement(trx, house, {
    kind,
    userId: g.userId,
    idempotencyKey: key,
    metadata: { promotion: g.promotion, grant_key: g.grantKey },
    isSame: sameAmount(kind, g.userId, g.terms.amountCents),
    plan: async () => ({ legs: joinBonusLegs(g.terms.amountCents) }),
  })
  if (E.isLeft(moved)) throw new Error(`grant ${g.grantKey} refused: ${moved.left._tag}`)
  if (!moved.right.replayed) {
    await trx
      .insertInto('bonus_grants')
      .values({
        user_id: g.userId,
        promotion: g.promotion,
        grant_key: g.grantKey,
        amount_cents: g.terms.amountCents,
        requirement_cents: requirementOf(g.terms),
        granted_at: now,
        expires_at: expiryOf(now, g.terms),
        settled_cents: null,
        settled_at: null,
      })
      .execute()
  }
  const row = await trx
    .selectFrom('bonus_grants')
    .select(['id', 'amount_cents', 'requirement_cents', 'expires_at'])
    .where('grant_key', '=', g.grantKey)
    .executeTakeFirstOrThrow()
  return {
    grantId: row.id,
    amountCents: row.amount_cents,
    requirementCents: row.requirement_cents,
    expiresAt: row.expires_at,
    replayed: moved.right.replayed,
  }
}
