import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import { commissionCents, weekToPay } from '../../src/core/affiliates/referral-commission.rules'
import type { ReferralTerms } from '../../src/core/affiliates/referral-settings.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import { promotionsAllowed } from '../safer-play/play-breaks'
import type { Db } from '../db/database'
import type { Ledger } from '../ledger/ledger.port'
import type { ScheduledPass } from '../scheduling/scheduled-pass'

/** Referrers settled per pass at most; the next pass takes the rest. */
const BATCH = 200

/** A referrer's commission for a week is granted once under this key, whatever the passes. */
export const commissionGrantKey = (referrerId: number, weekStart: Date): string =>
  `referral:${referrerId}:${weekStart.toISOString().slice(0, 10)}`

/** Each referred player's net real-money loss over [start, end): what their withdrawable balance lost to bets, wins and rollbacks. */
async function netLosses(db: Db, referredIds: readonly number[], start: Date, end: Date): Promise<ReadonlyMap<number, number>> {
  if (referredIds.length === 0) return new Map()
  const { rows } = await sql<{ user_id: number; net_loss: string | number }>`
    select t.user_id, -sum(e.amount_cents) as net_loss
    from ledger_transactions as t
    join ledger_entries as e on e.transaction_id = t.id
    join ledger_accounts as a on a.id = e.account_id and a.user_id = t.user_id and a.kind = 'withdrawable'
    where t.user_id in (${sql.join(referredIds)}) and t.kind in ('bet', 'win', 'rollback')
      and t.created_at >= ${start} and t.created_at < ${end}
    group by t.user_id
  `.execute(db)
  return new Map(rows.map((r) => [Number(r.user_id), Number(r.net_loss)]))
}

/**
 * Pays the last complete week's commissions (Monday 00:00 UTC to Monday 00:00 UTC): for each
 * referrer not yet settled for that week, the rate in force of each referred player's net real-money
 * loss, the total as one grant with the requirement in force (1× by default; kind
 * referral_commission), and a row per referred
 * player, in one transaction. Run twice, or twice at once, it pays once: the grant's key and the
 * rows' key are the referrer's (and player's) week. Answers how many referrers were settled now.
 */
export const makePayCommissions =
  (deps: {
    readonly db: Db
    readonly ledger: Ledger
    readonly clock: Clock
    /** The terms in force when the pass pays (the operator's setting, or the defaults). */
    readonly terms: () => Promise<ReferralTerms>
    readonly expiryDays: number
  }) =>
  async (): Promise<number> => {
    const week = weekToPay(deps.clock.now())
    const terms = await deps.terms()
    const due = await deps.db
      .selectFrom('referrals as r')
      .select('r.referrer_id')
      .distinct()
      .where('r.created_at', '<', week.end)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('referral_commissions as c')
              .select('c.referred_id')
              .whereRef('c.referrer_id', '=', 'r.referrer_id')
              .where('c.week_start', '=', week.start),
          ),
        ),
      )
      .orderBy('r.referrer_id')
      .limit(BATCH)
      .execute()
    let settled = 0
    for (const { referrer_id: referrerId } of due) {
      const referred = await deps.db
        .selectFrom('referrals')
        .select('referred_id')
        .where('referrer_id', '=', referrerId)
        .where('created_at', '<', week.end)
        .execute()
      const losses = await netLosses(
        deps.db,
        referred.map((r) => r.referred_id),
        week.start,
        week.end,
      )
      const grantKey = commissionGrantKey(referrerId, week.start)
      const rows = referred.map((r) => {
        const netLoss = losses.get(r.referred_id) ?? 0
        return {
          referred_id: r.referred_id,
          week_start: week.start,
          referrer_id: referrerId,
          net_loss_cents: netLoss,
          commission_cents: commissionCents(netLoss, terms.commissionBps),
          grant_key: grantKey,
        }
      })
      const total = rows.reduce((sum, r) => sum + r.commission_cents, 0)
      await deps.db.transaction().execute(async (trx) => {
        // A referrer on a break from play earns no commission: the week is settled without one.
        const allowed = await promotionsAllowed(trx, referrerId, deps.clock.now())
        if (total > 0 && allowed)
          await deps.ledger.within(trx).grantBonus({
            userId: referrerId,
            promotion: 'referral',
            grantKey,
            kind: 'referral_commission',
            terms: { amountCents: total, wageringMultiple: terms.wageringMultiple, expiryDays: deps.expiryDays },
          })
        await trx
          .insertInto('referral_commissions')
          .values(allowed ? rows : rows.map((r) => ({ ...r, commission_cents: 0 })))
          .onConflict((oc) => oc.columns(['referred_id', 'week_start']).doNothing())
          .execute()
      })
      settled += 1
    }
    return settled
  }

export const referralCommissionPass = (deps: {
  readonly payCommissions: () => Promise<number>
  readonly everyMs: number
  readonly log: FastifyBaseLogger
}): ScheduledPass => ({
  name: 'referral-commissions',
  everyMs: deps.everyMs,
  run: async () => {
    const settled = await deps.payCommissions()
    if (settled > 0) deps.log.info({ settled }, 'referral commissions settled')
  },
})
