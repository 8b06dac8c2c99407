import { sql } from 'kysely'
import { maskedName } from '../../src/core/affiliates/referral-commission.rules'
import type { Db } from '../db/database'

/** The players a referrer brought, newest first (at most `limit`): masked name, date joined, total wagered, commission earned. */
export async function referredPlayers(db: Db, referrerId: number, limit = 100) {
  const { rows } = await sql<{ username: string; joined_at: Date; wagered: string | number; commission: string | number }>`
    select u.username, r.created_at as joined_at,
      coalesce((select sum(a.wagered_cents) from ledger_accounts as a where a.user_id = r.referred_id), 0) as wagered,
      coalesce((select sum(c.commission_cents) from referral_commissions as c
        where c.referred_id = r.referred_id and c.referrer_id = r.referrer_id), 0) as commission
    from referrals as r join users as u on u.id = r.referred_id
    where r.referrer_id = ${referrerId}
    order by r.created_at desc, r.referred_id desc
    limit ${limit}
  `.execute(db)
  return rows.map((r) => ({
    name: maskedName(r.username),
    joined_at: new Date(r.joined_at).toISOString(),
    wagered_cents: Number(r.wagered),
    commission_cents: Number(r.commission),
  }))
}
