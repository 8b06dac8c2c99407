import { sql, type Kysely } from 'kysely'

/**
 * Every change of a withdrawal's status (and of the reason beside it), recorded by a trigger in the
 * same transaction as the change, whichever code path made it (the request, an IPN, the reconciler,
 * an operator): the player's status timeline and the operator's history read it. Rows an earlier
 * release wrote get one event, their status as it stands. An index serves the operator's queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table payment_withdrawal_events (
      id bigint generated always as identity primary key,
      withdrawal_id text not null references payment_withdrawals(id) on delete cascade,
      status text not null,
      error text,
      refunded boolean not null,
      at timestamptz not null default now()
    )`.execute(db)
  await sql`create index payment_withdrawal_events_withdrawal on payment_withdrawal_events (withdrawal_id, id)`.execute(db)
  await sql`
    create function payment_withdrawal_events_record() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.status is distinct from old.status or new.error is distinct from old.error then
        insert into payment_withdrawal_events (withdrawal_id, status, error, refunded)
        values (new.id, new.status, new.error, new.refunded_at is not null);
      end if;
      return null;
    end $$`.execute(db)
  await sql`
    create trigger payment_withdrawal_events_record after insert or update of status, error on payment_withdrawals
    for each row execute function payment_withdrawal_events_record()`.execute(db)
  await sql`
    insert into payment_withdrawal_events (withdrawal_id, status, error, refunded, at)
    select id, status, error, refunded_at is not null, updated_at from payment_withdrawals`.execute(db)
  await sql`
    create index payment_withdrawals_queue on payment_withdrawals (created_at)
    where status not in ('FINISHED', 'SENT', 'REFUSED')`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index payment_withdrawals_queue`.execute(db)
  await sql`drop trigger payment_withdrawal_events_record on payment_withdrawals`.execute(db)
  await sql`drop function payment_withdrawal_events_record()`.execute(db)
  await sql`drop table payment_withdrawal_events`.execute(db)
}
