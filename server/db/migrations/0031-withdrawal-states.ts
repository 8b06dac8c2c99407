import { sql, type Kysely } from 'kysely'

/**
 * Withdrawals as a state machine (server/payments/withdrawal-states.rules.ts). The status names are
 * now a closed list, a refund and its terminal status (FAILED, REJECTED) go together, and
 * `next_check_at` is when the reconciler may next claim an unsettled withdrawal. The checks are
 * NOT VALID: rows written by earlier releases are left for the reconciler to repair, every new
 * write is checked.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table payment_withdrawals add column next_check_at timestamptz not null default now()`.execute(db)
  await sql`
    alter table payment_withdrawals add constraint payment_withdrawals_known_status check (status in (
      'REQUESTED', 'REFUSED', 'DEBITED', 'SUBMITTING', 'UNCONFIRMED', 'CREATING', 'WAITING', 'PROCESSING', 'SENDING',
      'PENDING', 'SENT', 'FINISHED', 'FAILED', 'REJECTED'
    )) not valid`.execute(db)
  await sql`
    alter table payment_withdrawals add constraint payment_withdrawals_refund_is_final
    check ((status in ('FAILED', 'REJECTED')) = (refunded_at is not null)) not valid`.execute(db)
  await sql`
    create index payment_withdrawals_unsettled on payment_withdrawals (next_check_at)
    where status not in ('FINISHED', 'SENT', 'FAILED', 'REJECTED', 'REFUSED')`.execute(db)

  await sql`
    create table payment_reconciler_runs (
      name text primary key,
      started_at timestamptz not null,
      finished_at timestamptz not null,
      examined integer not null,
      changed integer not null,
      failed integer not null,
      error text
    )`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table payment_reconciler_runs`.execute(db)
  await sql`drop index payment_withdrawals_unsettled`.execute(db)
  await sql`alter table payment_withdrawals drop constraint payment_withdrawals_refund_is_final`.execute(db)
  await sql`alter table payment_withdrawals drop constraint payment_withdrawals_known_status`.execute(db)
  await sql`alter table payment_withdrawals drop column next_check_at`.execute(db)
}
