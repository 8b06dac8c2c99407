import { sql, type Kysely } from 'kysely'

/**
 * Withdrawals nothing automatic can finish (a send whose answer was lost to a lightning address, a
 * crypto payout request with no answer): the reconciler marks them as needing a decision, and two
 * different operators settle each one, the first proposing (paid with the provider's reference, or
 * refunded) and the second confirming. A withdrawal has at most one open proposal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_withdrawals add column needs_decision_since timestamptz`.execute(db)
  await sql`alter table payment_withdrawals add column needs_decision_why text`.execute(db)
  await sql`
    create index payment_withdrawals_needs_decision on payment_withdrawals (needs_decision_since)
    where needs_decision_since is not null`.execute(db)
  await sql`
    create table withdrawal_decision_proposals (
      withdrawal_id text primary key references payment_withdrawals(id) on delete restrict,
      outcome text not null check (outcome in ('paid', 'refunded')),
      reference text check (reference is null or length(reference) between 1 and 200),
      reason text not null check (length(reason) between 3 and 500),
      proposed_by bigint not null references users(id) on delete restrict,
      proposed_at timestamptz not null default now(),
      check (outcome <> 'paid' or reference is not null)
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table withdrawal_decision_proposals`.execute(db)
  await sql`drop index payment_withdrawals_needs_decision`.execute(db)
  await sql`alter table payment_withdrawals drop column needs_decision_why`.execute(db)
  await sql`alter table payment_withdrawals drop column needs_decision_since`.execute(db)
}
