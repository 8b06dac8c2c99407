import * as E from 'fp-ts/Either'
import type { Insertable, Transaction } from 'kysely'
import type { Database } from '../db/database'
import type { HouseAccountIds } from './house-accounts'
import type { KeyReusedWithOtherAmount, LedgerReceipt, LedgerRefusal } from './ledger.port'
import type { AccountKind, Funding, MovementKind } from './ledger.tables'
import { findByKey, replayed, type LedgerTransactionRow } from './ledger-transaction-row'
import type { Leg } from './movement-legs'
import { lockPlayerAccounts, type PlayerAccounts } from './player-accounts'
import { balanceChanges, recordMovement, type CountedWager } from './record-movement'

export interface Planned {
  readonly legs: readonly Leg[]
  readonly reverses?: number
  /** A reversal carries the game and round of what it reverses. */
  readonly gameId?: string | null
  readonly roundId?: string | null
  /** Added to the movement's own metadata (what the plan learnt, such as a bet's bonus-funded share). */
  readonly metadata?: Readonly<Record<string, unknown>>
}

/** A movement whose plan may refuse it with `R` (a debit: InsufficientFunds; a reversal: UnknownMovement). */
export interface Movement<R extends LedgerRefusal = never> {
  readonly kind: MovementKind
  readonly userId: number
  readonly idempotencyKey: string
  readonly gameId?: string | null
  readonly roundId?: string | null
  readonly metadata?: Readonly<Record<string, unknown>>
  /** Read the player's loss limits in force at this time with the lock (a bet), for its plan. */
  readonly lossLimitsAt?: Date
  /** A bet's stake, counted toward the player's oldest active grant by the movement's own statement. */
  readonly wagerCents?: number
  /** Whether the row already recorded under this key is this very movement (a retry). */
  readonly isSame: (row: LedgerTransactionRow) => boolean
  /** Decides the legs from the locked balances; a refusal moves nothing, a row is a replay. */
  readonly plan: (trx: Transaction<Database>, accounts: PlayerAccounts) => Promise<Planned | R | LedgerTransactionRow>
  /** Runs in the same transaction once this movement is freshly written (not on a replay): a bet's grant released when its wager met it. */
  readonly after?: (
    trx: Transaction<Database>,
    written: {
      readonly transactionId: number
      readonly planned: Planned
      readonly house: HouseAccountIds
      readonly counted: CountedWager | null
    },
  ) => Promise<void>
}

/** Any movement's answer: its plan's refusals, or a key already recorded for another movement. */
export type MovementResult<R extends LedgerRefusal> = E.Either<R | KeyReusedWithOtherAmount, LedgerReceipt>

const isPlayer = (kind: AccountKind): kind is 'bonus' | 'withdrawable' => kind === 'bonus' || kind === 'withdrawable'

const fundingOf = (legs: readonly Leg[]): Funding => {
  const bonus = legs.some((l) => l.account === 'bonus')
  const withdrawable = legs.some((l) => l.account === 'withdrawable')
  return bonus && withdrawable ? 'mixed' : bonus ? 'bonus' : 'withdrawable'
}

const answerFor = (row: LedgerTransactionRow, m: Pick<Movement, 'isSame'>): E.Either<KeyReusedWithOtherAmount, LedgerReceipt> =>
  m.isSame(row) ? replayed(row) : E.left({ _tag: 'KeyReusedWithOtherAmount' })

/**
 * One movement inside the caller's transaction: lock the player's accounts (learning whether the
 * key is known), replay a known key, plan, then record the transaction row, the balances (a
 * debit conditional on the balance) and the entries in one statement (recordMovement). A
 * concurrent insert of the same key (another connection) is met by ON CONFLICT DO NOTHING, which
 * waits for that insert to commit and then reads it back as a replay. Four round trips for a bet
 * with BEGIN and COMMIT, its bonus wagering included, where there were seven.
 */
export async function runMovement<R extends LedgerRefusal>(
  trx: Transaction<Database>,
  house: HouseAccountIds,
  m: Movement<R>,
): Promise<MovementResult<R>> {
  const accounts = await lockPlayerAccounts(trx, m.userId, m.idempotencyKey, m.lossLimitsAt)
  if (accounts.keyTaken) {
    const known = await findByKey(trx, m.idempotencyKey)
    if (known) return answerFor(known, m)
  }
  const planned = await m.plan(trx, accounts)
  if ('_tag' in planned) return E.left(planned)
  if ('idempotency_key' in planned) return replayed(planned)

  const playerLegs = planned.legs.filter((l) => isPlayer(l.account))
  const delta = playerLegs.reduce((sum, l) => sum + l.cents, 0)
  const before = accounts.bonus.balanceCents + accounts.withdrawable.balanceCents
  const idOf = (kind: AccountKind): number => (isPlayer(kind) ? accounts[kind].id : house[kind])
  const row: Insertable<Database['ledger_transactions']> = {
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
    metadata: JSON.stringify({ ...m.metadata, ...planned.metadata }),
  }
  const entries = planned.legs.map((l) => ({ accountId: idOf(l.account), cents: l.cents }))
  const written = await recordMovement(trx, row, balanceChanges(playerLegs, idOf), entries, m.wagerCents)
  if (written === null) {
    const raced = await findByKey(trx, m.idempotencyKey)
    if (!raced) throw new Error(`ledger transaction ${m.idempotencyKey} conflicted but is not there`)
    return answerFor(raced, m)
  }
  if (m.after) await m.after(trx, { transactionId: written.id, planned, house, counted: written.counted })
  return E.right({ transactionId: written.id, balanceAfterCents: before + delta, replayed: false })
}
