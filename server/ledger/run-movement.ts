import * as E from 'fp-ts/Either'
import type { Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { HouseAccountIds } from './house-accounts'
import type { KeyReusedWithOtherAmount, LedgerReceipt, LedgerRefusal } from './ledger.port'
import type { AccountKind, Funding, MovementKind } from './ledger.tables'
import { findByKey, replayed, type LedgerTransactionRow } from './ledger-transaction-row'
import type { Leg } from './movement-legs'
import { lockPlayerAccounts, type PlayerAccounts } from './player-accounts'

export interface Planned {
  readonly legs: readonly Leg[]
  readonly reverses?: number
  /** A reversal carries the game and round of what it reverses. */
  readonly gameId?: string | null
  readonly roundId?: string | null
}

/** A movement whose plan may refuse it with `R` (a debit: InsufficientFunds; a reversal: UnknownMovement). */
export interface Movement<R extends LedgerRefusal = never> {
  readonly kind: MovementKind
  readonly userId: number
  readonly idempotencyKey: string
  readonly gameId?: string | null
  readonly roundId?: string | null
  readonly metadata?: Readonly<Record<string, unknown>>
  /** Whether the row already recorded under this key is this very movement (a retry). */
  readonly isSame: (row: LedgerTransactionRow) => boolean
  /** Decides the legs from the locked balances; a refusal moves nothing, a row is a replay. */
  readonly plan: (trx: Transaction<Database>, accounts: PlayerAccounts) => Promise<Planned | R | LedgerTransactionRow>
}

/** Any movement's answer: its plan's refusals, or a key already recorded for another movement. */
export type MovementResult<R extends LedgerRefusal> = E.Either<R | KeyReusedWithOtherAmount, LedgerReceipt>

/** Thrown when a conditional debit matched no row; rolls the whole movement back. */
export class Overdraw extends Error {}

/** For callers that run a movement inside their own transaction: the debit found the balance gone. */
export const isOverdraw = (err: unknown): boolean => err instanceof Overdraw

const isPlayer = (kind: AccountKind): kind is 'bonus' | 'withdrawable' => kind === 'bonus' || kind === 'withdrawable'

const fundingOf = (legs: readonly Leg[]): Funding => {
  const bonus = legs.some((l) => l.account === 'bonus')
  const withdrawable = legs.some((l) => l.account === 'withdrawable')
  return bonus && withdrawable ? 'mixed' : bonus ? 'bonus' : 'withdrawable'
}

const answerFor = (row: LedgerTransactionRow, m: Pick<Movement, 'isSame'>): E.Either<KeyReusedWithOtherAmount, LedgerReceipt> =>
  m.isSame(row) ? replayed(row) : E.left({ _tag: 'KeyReusedWithOtherAmount' })

/**
 * One movement inside the caller's transaction: lock the player's accounts, replay a known key,
 * plan, then record the transaction row, ONE conditional UPDATE per player debit and the entries.
 * A concurrent insert of the same key (another connection) is met by ON CONFLICT DO NOTHING,
 * which waits for that insert to commit and then reads it back as a replay.
 */
export async function runMovement<R extends LedgerRefusal>(
  trx: Transaction<Database>,
  house: HouseAccountIds,
  m: Movement<R>,
): Promise<MovementResult<R>> {
  const accounts = await lockPlayerAccounts(trx, m.userId)
  const known = await findByKey(trx, m.idempotencyKey)
  if (known) return answerFor(known, m)
  const planned = await m.plan(trx, accounts)
  if ('_tag' in planned) return E.left(planned)
  if ('idempotency_key' in planned) return replayed(planned)

  const playerLegs = planned.legs.filter((l) => isPlayer(l.account))
  const delta = playerLegs.reduce((sum, l) => sum + l.cents, 0)
  const before = accounts.bonus.balanceCents + accounts.withdrawable.balanceCents
  const inserted = await trx
    .insertInto('ledger_transactions')
    .values({
      kind: m.kind,
      idempotency_key: m.idempotencyKey,
      user_id: m.userId,
      game_id: planned.gameId ?? m.gameId ?? null,
      round_id: planned.roundId ?? m.roundId ?? null,
      amount_cents: delta,
      funding: fundingOf(playerLegs),
      balance_before_cents: before,
      balance_after_cents: before + delta,
      reverses_transaction_id: planned.reverses ?? null,
      metadata: JSON.stringify(m.metadata ?? {}),
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst()
  if (!inserted) {
    const raced = await findByKey(trx, m.idempotencyKey)
    if (!raced) throw new Error(`ledger transaction ${m.idempotencyKey} conflicted but is not there`)
    return answerFor(raced, m)
  }

  const idOf = (kind: AccountKind): number => (isPlayer(kind) ? accounts[kind].id : house[kind])
  for (const leg of playerLegs) await moveBalance(trx, idOf(leg.account), leg.cents)
  if (planned.legs.length > 0) {
    await trx
      .insertInto('ledger_entries')
      .values(planned.legs.map((l) => ({ transaction_id: inserted.id, account_id: idOf(l.account), amount_cents: l.cents })))
      .execute()
  }
  return E.right({ transactionId: inserted.id, balanceAfterCents: before + delta, replayed: false })
}

async function moveBalance(trx: Transaction<Database>, accountId: number, cents: number): Promise<void> {
  if (cents > 0) {
    await trx
      .updateTable('ledger_accounts')
      .set((eb) => ({ balance_cents: eb('balance_cents', '+', cents) }))
      .where('id', '=', accountId)
      .execute()
    return
  }
  const debit = -cents
  const result = await trx
    .updateTable('ledger_accounts')
    .set((eb) => ({ balance_cents: eb('balance_cents', '-', debit) }))
    .where('id', '=', accountId)
    .where('balance_cents', '>=', debit)
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) throw new Overdraw(`account ${accountId} cannot pay ${debit} cents`)
}
