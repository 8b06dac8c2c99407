import { sql, type Insertable, type Transaction } from 'kysely'
import type { Database } from '../db/database'
import { prepared } from '../db/prepared-statements'
import { Overdraw } from './ledger.port'
import type { AccountKind, LedgerTables } from './ledger.tables'
import type { Leg } from './movement-legs'

/** An amount for one account: a player balance's change, or one entry of the movement. */
export interface AccountAmount {
  readonly accountId: number
  readonly cents: number
}

/** The player legs' change per account (a movement never names an account twice, but a sum is what an UPDATE can apply). */
export const balanceChanges = (playerLegs: readonly Leg[], idOf: (kind: AccountKind) => number): AccountAmount[] => {
  const byAccount = new Map<number, number>()
  for (const leg of playerLegs) byAccount.set(idOf(leg.account), (byAccount.get(idOf(leg.account)) ?? 0) + leg.cents)
  return [...byAccount].map(([accountId, cents]) => ({ accountId, cents }))
}

// A VALUES list of (account, cents), typed; an empty one is a query of no rows (VALUES cannot be empty).
const rowsOf = (amounts: readonly AccountAmount[]) =>
  amounts.length === 0
    ? sql`select null::bigint, null::bigint where false`
    : sql`values ${sql.join(amounts.map((a) => sql`(${a.accountId}::bigint, ${a.cents}::bigint)`))}`

/** What a bet's stake did to the player's oldest active grant, counted by the bet's own statement. */
export interface CountedWager {
  readonly grantId: number
  readonly wageredCents: number
  readonly requirementCents: number
}

/** A freshly written movement: its row, and for a bet whose player holds an active grant, what its stake counted. */
export interface Recorded {
  readonly id: number
  readonly counted: CountedWager | null
}

/**
 * Writes a planned movement in ONE statement: its transaction row (ON CONFLICT DO NOTHING), each
 * player balance's change (a debit only where the balance covers it), and its entries, the last
 * two only if the row was written; a bet's or its rollback's stake is counted into each account's
 * `wagered_cents` by the same update (VIP levels read it). Given `wagerCents` (a bet), the same
 * statement counts the stake toward the player's oldest active grant and records the wager for a
 * rollback to take back: a bet costs no round trip for its bonus. Answers the row's id, or null
 * when the key (or the reversed movement) was already taken by a movement that committed first.
 * Throws Overdraw when a debit found the balance short, so the caller's transaction (row and
 * entries with it) rolls back. The entries' balance is checked at commit (a deferred constraint
 * trigger).
 */
export async function recordMovement(
  trx: Transaction<Database>,
  row: Insertable<LedgerTables['ledger_transactions']>,
  balances: readonly AccountAmount[],
  entries: readonly AccountAmount[],
  wagerCents?: number,
): Promise<Recorded | null> {
  // Read in this statement's snapshot, taken after the accounts' lock: a grant committed before it is seen.
  const wager =
    wagerCents === undefined
      ? sql`counted as (select null::bigint as id, null::bigint as wagered_cents, null::bigint as requirement_cents where false)`
      : sql`oldest as (
      select id from bonus_grants where user_id = ${row.user_id} and state = 'active' and exists (select 1 from tx)
      order by id limit 1
    ),
    counted as (
      update bonus_grants as g set wagered_cents = g.wagered_cents + ${wagerCents}
      from oldest where g.id = oldest.id
      returning g.id, g.wagered_cents, g.requirement_cents
    ),
    wager as (
      insert into bonus_wagers (transaction_id, grant_id, cents)
      select tx.id, counted.id, ${wagerCents} from tx cross join counted
    )`
  const { rows } = await sql<{
    id: number | null
    moved: number
    grant_id: number | string | null
    wagered_cents: number | string | null
    requirement_cents: number | string | null
  }>`${prepared}
    with tx as (
      insert into ledger_transactions (kind, idempotency_key, user_id, game_id, round_id, amount_cents, funding,
        balance_before_cents, balance_after_cents, reverses_transaction_id, metadata)
      values (${row.kind}, ${row.idempotency_key}, ${row.user_id}, ${row.game_id ?? null}, ${row.round_id ?? null},
        ${row.amount_cents}, ${row.funding}, ${row.balance_before_cents}, ${row.balance_after_cents},
        ${row.reverses_transaction_id ?? null}, ${row.metadata ?? '{}'}::jsonb)
      on conflict do nothing
      returning id
    ),
    moved as (
      update ledger_accounts as a set balance_cents = a.balance_cents + m.cents,
        wagered_cents = a.wagered_cents + ${row.kind === 'bet' || row.kind === 'rollback' ? sql`-m.cents` : sql`0`}
      from (${rowsOf(balances)}) as m (account_id, cents)
      where a.id = m.account_id and (m.cents >= 0 or a.balance_cents >= -m.cents) and exists (select 1 from tx)
      returning a.id
    ),
    entries as (
      insert into ledger_entries (transaction_id, account_id, amount_cents)
      select tx.id, e.account_id, e.cents from tx cross join (${rowsOf(entries)}) as e (account_id, cents)
      returning id
    ),
    ${wager}
    select (select id from tx) as id, (select count(*) from moved)::int as moved,
      counted.id as grant_id, counted.wagered_cents, counted.requirement_cents
    from (select 1) as one left join counted on true
  `.execute(trx)
  const written = rows[0]
  if (written === undefined || written.id === null) return null
  if (written.moved !== balances.length) throw new Overdraw(`a debit of movement ${row.idempotency_key} found the balance short`)
  const counted =
    written.grant_id === null
      ? null
      : {
          grantId: Number(written.grant_id),
          wageredCents: Number(written.wagered_cents),
          requirementCents: Number(written.requirement_cents),
        }
  return { id: written.id, counted }
}
