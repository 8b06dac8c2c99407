import { sql, type Kysely } from 'kysely'

/**
 * Bounds on operators' balance adjustments (src/core/operator/adjustment-limits.rules.ts): what
 * each operator moved alone per UTC day (one row, raised by a conditional upsert inside the
 * adjustment's transaction, so two adjustments at once cannot pass the cap together), and the
 * adjustments over the threshold, waiting for a second operator. A proposal keeps its row once
 * decided (who, when, the ledger transaction), so the console's retried form finds it again and its
 * ledger key (`adjustment-proposal:<id>`) is never reused.
 *
 * A sibling of withdrawal_decision_proposals (0110) rather than one table with a kind: the two hold
 * different things under different keys (one open proposal per withdrawal, keyed by it; many per
 * player, keyed by the form), so one table would be nullable columns and per-kind checks. What
 * they share lives once: the four-eyes rule (src/core/operator/four-eyes.rules.ts), the use cases'
 * shape (propose, confirm under the row's lock, decline with a reason) and the audit entries.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operator_adjustment_days (
      operator_id bigint not null references users(id) on delete restrict,
      day date not null,
      adjusted_cents bigint not null check (adjusted_cents >= 0),
      primary key (operator_id, day)
    )`.execute(db)
  await sql`
    create table balance_adjustment_proposals (
      id bigint generated always as identity primary key,
      player_id bigint not null references users(id) on delete restrict,
      direction text not null check (direction in ('credit', 'debit')),
      balance text not null check (balance in ('withdrawable', 'bonus')),
      amount_cents bigint not null check (amount_cents > 0),
      reason text not null check (length(reason) between 3 and 500),
      request_key text not null check (request_key ~ '^[A-Za-z0-9_-]{8,64}$'),
      proposed_by bigint not null references users(id) on delete restrict,
      proposed_at timestamptz not null default now(),
      decision text check (decision in ('confirmed', 'declined')),
      decided_by bigint references users(id) on delete restrict,
      decided_at timestamptz,
      transaction_id bigint references ledger_transactions(id) on delete restrict,
      unique (player_id, request_key),
      check ((decision is null) = (decided_by is null) and (decision is null) = (decided_at is null)),
      check ((decision = 'confirmed') = (transaction_id is not null))
    )`.execute(db)
  await sql`
    create index balance_adjustment_proposals_open on balance_adjustment_proposals (proposed_at)
    where decision is null`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table balance_adjustment_proposals`.execute(db)
  await sql`drop table operator_adjustment_days`.execute(db)
}
