import { sql, type Kysely } from 'kysely'

const PERMISSIONS_BEFORE = ['view_players', 'approve_withdrawals', 'adjust_balances', 'view_ledger', 'manage_operators']

const permissionsCheck = (names: readonly string[]) =>
  sql.raw(`check (permissions <@ array[${names.map((n) => `'${n}'`).join(', ')}]::text[])`)

/**
 * Support chat (issue 24): one conversation per player, reopened by their next message after it
 * was closed, and its messages in id order. Every change to a conversation (a message, a claim, a
 * close, a read mark: each message also updates its conversation, in the same transaction) tells
 * every API process which conversation of which player changed, as the ledger's NOTIFY does for
 * balances: 'schema:conversation_id:player_id' on 'support_changed', delivered only on commit.
 * Operators' consoles say they are alive in support_operator_presence, which the player's panel
 * reads to promise a reply time. Operators may now be granted `support`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table operator_accounts drop constraint if exists operator_accounts_permissions_check`.execute(db)
  await sql`alter table operator_accounts add constraint operator_accounts_permissions_check ${permissionsCheck([...PERMISSIONS_BEFORE, 'support'])}`.execute(
    db,
  )
  await sql`
    create table support_conversations (
      id bigserial primary key,
      player_id bigint not null unique references users (id) on delete cascade,
      status text not null default 'open' check (status in ('open', 'closed')),
      operator_id bigint references users (id) on delete set null,
      claimed_at timestamptz,
      closed_at timestamptz,
      last_message_id bigint not null default 0,
      last_player_message_id bigint not null default 0,
      last_operator_message_id bigint not null default 0,
      last_message_at timestamptz,
      player_read_up_to bigint not null default 0,
      operator_read_up_to bigint not null default 0,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db)
  await sql`create index support_conversations_inbox on support_conversations (status, operator_id, last_message_at desc)`.execute(db)
  await sql`
    create table support_messages (
      id bigserial primary key,
      conversation_id bigint not null references support_conversations (id) on delete cascade,
      author text not null check (author in ('player', 'operator')),
      operator_id bigint references users (id) on delete set null,
      body text not null check (char_length(body) between 1 and 2000),
      created_at timestamptz not null default now(),
      -- A player's message names no operator; an operator's names its writer until that account is gone.
      check (author = 'operator' or operator_id is null)
    )`.execute(db)
  await sql`create index support_messages_conversation on support_messages (conversation_id, id)`.execute(db)
  await sql`
    create table support_operator_presence (
      operator_id bigint primary key references users (id) on delete cascade,
      seen_at timestamptz not null
    )`.execute(db)
  await sql`
    create function support_conversations_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('support_changed', tg_table_schema || ':' || new.id::text || ':' || new.player_id::text);
      return null;
    end $$`.execute(db)
  await sql`
    create trigger support_conversations_notify after insert or update on support_conversations
    for each row execute function support_conversations_notify()`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger support_conversations_notify on support_conversations`.execute(db)
  await sql`drop function support_conversations_notify()`.execute(db)
  await db.schema.dropTable('support_operator_presence').execute()
  await db.schema.dropTable('support_messages').execute()
  await db.schema.dropTable('support_conversations').execute()
  await sql`update operator_accounts set permissions = array_remove(permissions, 'support')`.execute(db)
  await sql`alter table operator_accounts drop constraint operator_accounts_permissions_check`.execute(db)
  await sql`alter table operator_accounts add constraint operator_accounts_permissions_check ${permissionsCheck(PERMISSIONS_BEFORE)}`.execute(
    db,
  )
}
