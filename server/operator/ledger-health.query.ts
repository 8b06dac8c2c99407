import { sql } from 'kysely'
import type { Db } from '../db/database'
import { verifyAuditChain, type AuditChainCheck } from './audit-chain'

export interface Invariant {
  readonly name: string
  readonly holds: boolean
  /** What breaks it (a count and the first ids), or what was checked. */
  readonly detail: string
}

/** The audit log's hash chain: intact (with its head), or the first entry where it breaks. */
const auditInvariant = (check: AuditChainCheck): Invariant =>
  check.intact
    ? {
        name: 'audit log intact',
        holds: true,
        detail: `intact: ${check.entries} entries chained, head ${check.head?.slice(0, 16) ?? 'none yet'}`,
      }
    : {
        name: 'audit log intact',
        holds: false,
        detail: `broken at entry ${check.firstBroken.id} (place ${check.firstBroken.chainSeq} of ${check.entries}): changed, removed or slipped in`,
      }

export interface LedgerHealthReport {
  readonly liabilities: {
    readonly bonusCents: number
    readonly withdrawableCents: number
    readonly players: number
    /** Debited from players, not yet paid out nor refunded: owed to the payout providers' side. */
    readonly withdrawalsInFlightCents: number
  }
  readonly houseAccounts: readonly { readonly kind: string; readonly balanceCents: number }[]
  readonly range: {
    readonly deposits: Tally
    readonly payouts: Tally
    readonly refunds: Tally
    readonly adjustments: Tally
    /** Bonus grants made, and what releases, forfeits and expiries moved (docs/product/bonuses.md). */
    readonly bonus_granted: Tally
    readonly bonus_released: Tally
    readonly bonus_forfeited: Tally
    readonly bonus_expired: Tally
  }
  readonly invariants: readonly Invariant[]
}

interface Tally {
  readonly count: number
  readonly cents: number
}

/** Statuses that tell a player and an operator where a withdrawal stands (what the crash test holds to). */
const VISIBLE = [
  'PENDING',
  'UNCONFIRMED',
  'CREATING',
  'WAITING',
  'PROCESSING',
  'SENDING',
  'SENT',
  'FINISHED',
  'FAILED',
  'REJECTED',
  'REFUSED',
]
const UNSETTLED = ['REQUESTED', 'DEBITED', 'SUBMITTING', 'UNCONFIRMED', 'CREATING', 'WAITING', 'PROCESSING', 'SENDING', 'PENDING']

const rows = async <T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> => (await query.execute(db)).rows

const broken = (name: string, found: readonly { id: unknown }[], what: string): Invariant => ({
  name,
  holds: found.length === 0,
  detail:
    found.length === 0
      ? what
      : `${found.length} found, first ${found
          .slice(0, 5)
          .map((r) => String(r.id))
          .join(', ')}`,
})

/**
 * The ledger's health, read live: what players hold, the house accounts (summed from entries), the
 * money in and out over [from, to), and the invariants every movement must keep. Each query is
 * one statement over the whole ledger; an operator's screen asks now and then, not per request.
 */
export async function ledgerHealth(db: Db, from: Date, to: Date, withdrawalGraceMs: number): Promise<LedgerHealthReport> {
  const [liabilities] = await rows<{ bonus: number; withdrawable: number; players: number }>(
    db,
    sql`select coalesce(sum(balance_cents) filter (where kind = 'bonus'), 0)::bigint as bonus,
               coalesce(sum(balance_cents) filter (where kind = 'withdrawable'), 0)::bigint as withdrawable,
               count(distinct user_id)::int as players
        from ledger_accounts where user_id is not null`,
  )
  const [inFlight] = await rows<{ cents: number }>(
    db,
    sql`select coalesce(sum(amount_cents), 0)::bigint as cents from payment_withdrawals where status in (${sql.join(UNSETTLED)})`,
  )
  const house = await rows<{ kind: string; cents: number }>(
    db,
    sql`select a.kind, coalesce(sum(e.amount_cents), 0)::bigint as cents from ledger_accounts a
        left join ledger_entries e on e.account_id = a.id where a.user_id is null group by a.id, a.kind order by a.id`,
  )
  const [range] = await rows<Record<string, number>>(
    db,
    sql`select
          count(*) filter (where kind = 'deposit')::int as deposits,
          coalesce(sum(amount_cents) filter (where kind = 'deposit'), 0)::bigint as deposit_cents,
          count(*) filter (where kind = 'rollback' and idempotency_key like 'withdrawal-refund:%')::int as refunds,
          coalesce(sum(amount_cents) filter (where kind = 'rollback' and idempotency_key like 'withdrawal-refund:%'), 0)::bigint as refund_cents,
          count(*) filter (where kind = 'adjustment')::int as adjustments,
          coalesce(sum(amount_cents) filter (where kind = 'adjustment'), 0)::bigint as adjustment_cents,
          count(*) filter (where kind in ('bonus_grant', 'mission_reward', 'happy_hour_bonus'))::int as granted,
          coalesce(sum(amount_cents) filter (where kind in ('bonus_grant', 'mission_reward', 'happy_hour_bonus')), 0)::bigint as granted_cents,
          count(*) filter (where kind = 'bonus_release')::int as released,
          coalesce(sum((metadata ->> 'moved_cents')::bigint) filter (where kind = 'bonus_release'), 0)::bigint as released_cents,
          count(*) filter (where kind = 'bonus_forfeit')::int as forfeited,
          coalesce(sum((metadata ->> 'moved_cents')::bigint) filter (where kind = 'bonus_forfeit'), 0)::bigint as forfeited_cents,
          count(*) filter (where kind = 'bonus_expiry')::int as expired,
          coalesce(sum((metadata ->> 'moved_cents')::bigint) filter (where kind = 'bonus_expiry'), 0)::bigint as expired_cents
        from ledger_transactions where created_at >= ${from} and created_at < ${to}`,
  )
  const [payouts] = await rows<{ n: number; cents: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount_cents), 0)::bigint as cents from payment_withdrawals
        where status in ('SENT', 'FINISHED') and updated_at >= ${from} and updated_at < ${to}`,
  )
  const [total] = await rows<{ cents: number }>(db, sql`select coalesce(sum(amount_cents), 0)::bigint as cents from ledger_entries`)
  const invariants: Invariant[] = [
    {
      name: 'entries sum to zero',
      holds: Number(total?.cents ?? 0) === 0,
      detail: `all entries sum to ${Number(total?.cents ?? 0)} cents`,
    },
    broken(
      'every transaction balances',
      await rows(db, sql`select transaction_id as id from ledger_entries group by transaction_id having sum(amount_cents) <> 0 limit 20`),
      'each transaction’s entries sum to zero',
    ),
    broken(
      'no negative balance',
      await rows(db, sql`select id from ledger_accounts where balance_cents < 0 limit 20`),
      'no player account is below zero',
    ),
    broken(
      'stored balances equal their entries',
      await rows(
        db,
        sql`select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id where a.user_id is not null
            group by a.id, a.balance_cents having a.balance_cents <> coalesce(sum(e.amount_cents), 0) limit 20`,
      ),
      'each player balance equals the sum of its entries',
    ),
    broken(
      'every withdrawal in a visible state',
      await rows(
        db,
        sql`select id from payment_withdrawals where status not in (${sql.join(VISIBLE)})
            and updated_at <= now() - make_interval(secs => ${withdrawalGraceMs / 1000}) limit 20`,
      ),
      'none left REQUESTED, DEBITED or SUBMITTING past the reconciler’s grace',
    ),
    broken(
      'refunds match their withdrawals',
      await rows(
        db,
        sql`select w.id from payment_withdrawals w
            where (w.status in ('FAILED', 'REJECTED')) <> (w.refunded_at is not null)
               or (w.refunded_at is not null) <> exists (select 1 from ledger_transactions t where t.idempotency_key = 'withdrawal-refund:' || w.id)
            limit 20`,
      ),
      'a withdrawal is refunded exactly when it failed or was rejected',
    ),
    auditInvariant(await verifyAuditChain(db)),
  ]
  const n = (v: unknown) => Number(v ?? 0)
  return {
    liabilities: {
      bonusCents: n(liabilities?.bonus),
      withdrawableCents: n(liabilities?.withdrawable),
      players: n(liabilities?.players),
      withdrawalsInFlightCents: n(inFlight?.cents),
    },
    houseAccounts: house.map((h) => ({ kind: h.kind, balanceCents: n(h.cents) })),
    range: {
      deposits: { count: n(range?.deposits), cents: n(range?.deposit_cents) },
      payouts: { count: n(payouts?.n), cents: n(payouts?.cents) },
      refunds: { count: n(range?.refunds), cents: n(range?.refund_cents) },
      adjustments: { count: n(range?.adjustments), cents: n(range?.adjustment_cents) },
      bonus_granted: { count: n(range?.granted), cents: n(range?.granted_cents) },
      bonus_released: { count: n(range?.released), cents: n(range?.released_cents) },
      bonus_forfeited: { count: n(range?.forfeited), cents: n(range?.forfeited_cents) },
      bonus_expired: { count: n(range?.expired), cents: n(range?.expired_cents) },
    },
    invariants,
  }
}
