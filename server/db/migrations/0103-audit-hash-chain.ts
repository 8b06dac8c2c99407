import { sql, type Kysely } from 'kysely'

/**
 * The audit log becomes tamper-evident: each entry carries `chain_seq` (its place in the chain),
 * `prev_hash` (the entry before it's hash) and `entry_hash`, SHA-256 over the previous hash and
 * its own content. The database computes them in a BEFORE INSERT trigger under a transaction
 * advisory lock, so concurrent actions chain one after another, whatever ids they drew; the same
 * function recomputes them when the chain is verified (server/operator/audit-chain.ts). An entry
 * changed, removed or slipped in (even with the append-only trigger disabled) breaks the chain at
 * that entry. Entries already there are chained in id order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operator_audit_log add column chain_seq bigint, add column prev_hash text, add column entry_hash text`.execute(db)
  await sql`
    create function operator_audit_entry_hash(prev text, e operator_audit_log) returns text language sql immutable as $$
      select encode(sha256(convert_to(concat_ws(chr(31),
        coalesce(prev, 'genesis'), e.chain_seq::text, coalesce(e.operator_id::text, ''), e.via, e.action,
        coalesce(e.target_type, ''), coalesce(e.target_id, ''), coalesce(e.before::text, ''), coalesce(e.after::text, ''),
        coalesce(e.reason, ''), coalesce(e.address, ''), to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')
      ), 'UTF8')), 'hex')
    $$`.execute(db)
  await sql`
    create function operator_audit_log_chain() returns trigger language plpgsql as $$
    declare last record;
    begin
      -- One link at a time: held until this transaction ends, so the next entry sees this one.
      perform pg_advisory_xact_lock(hashtext('operator_audit_log_chain'));
      select chain_seq, entry_hash into last from operator_audit_log where chain_seq is not null order by chain_seq desc limit 1;
      new.chain_seq := coalesce(last.chain_seq, 0) + 1;
      new.prev_hash := last.entry_hash;
      new.entry_hash := operator_audit_entry_hash(new.prev_hash, new);
      return new;
    end $$`.execute(db)
  await sql`alter table operator_audit_log disable trigger operator_audit_log_append_only`.execute(db)
  await sql`
    do $$
    declare r operator_audit_log; prev text := null; seq bigint := 0;
    begin
      for r in select * from operator_audit_log order by id loop
        seq := seq + 1;
        r.chain_seq := seq;
        r.prev_hash := prev;
        r.entry_hash := operator_audit_entry_hash(prev, r);
        update operator_audit_log set chain_seq = r.chain_seq, prev_hash = r.prev_hash, entry_hash = r.entry_hash where id = r.id;
        prev := r.entry_hash;
      end loop;
    end $$`.execute(db)
  await sql`alter table operator_audit_log enable trigger operator_audit_log_append_only`.execute(db)
  await sql`alter table operator_audit_log alter column chain_seq set not null, alter column entry_hash set not null`.execute(db)
  await sql`create unique index operator_audit_log_chain_seq on operator_audit_log (chain_seq)`.execute(db)
  await sql`
    create trigger operator_audit_log_chain before insert on operator_audit_log
    for each row execute function operator_audit_log_chain()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger operator_audit_log_chain on operator_audit_log`.execute(db)
  await sql`drop function operator_audit_log_chain()`.execute(db)
  await sql`drop index operator_audit_log_chain_seq`.execute(db)
  await sql`alter table operator_audit_log drop column chain_seq, drop column prev_hash, drop column entry_hash`.execute(db)
  await sql`drop function operator_audit_entry_hash(text, operator_audit_log)`.execute(db)
}
