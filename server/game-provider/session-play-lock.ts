import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { sql, type Transaction } from 'kysely'
import type { ClientSeed } from '../../src/core/fairness/client-seed.rules'
import type { Database, Db } from '../db/database'
import { newServerSeed, sha256Hex } from './fair-digest'
import { FINAL, newRoundRow, type NewRound, type RoundRow } from './provider-rounds'
import { SEED_COLUMNS, seedPairOf, type SeedPair } from './provider-seeds'

/** A round as its use case decides it from the seed pair and nonce it is handed. */
export type RoundDraft = Omit<NewRound, 'session_id' | 'seed_id' | 'nonce'>

export type OpenedRound<T> = { readonly seed: SeedPair; readonly round: RoundRow; readonly decided: T }
export type RotatedSeeds = { readonly revealed: SeedPair; readonly next: SeedPair }
/** Another round of the session is unsettled: one crash round flies at a time, and its seed pair stays secret. */
export type RoundInPlay = { readonly _tag: 'RoundInPlay' }

/** Decides a round from the seed pair and nonce it is handed; `decided` is handed back with the round. */
export type DraftRound<T> = (seed: SeedPair, nonce: number) => { readonly round: RoundDraft; readonly decided: T }

export interface SessionPlayLock {
  /** Hands the seed pair's next nonce to a new round and records the round ('betting') in the same transaction. */
  readonly openRound: <T>(sessionId: string, draft: DraftRound<T>) => Promise<OpenedRound<T>>
  /** openRound, refused while another round of the session is betting or running (one crash round flies at a time). */
  readonly openSoleRound: <T>(sessionId: string, draft: DraftRound<T>) => TE.TaskEither<RoundInPlay, OpenedRound<T>>
  /** Reveals the pair in play and commits to a new one, refused while a round that used it is unsettled. */
  readonly rotateSeeds: (sessionId: string, clientSeed: ClientSeed) => TE.TaskEither<RoundInPlay, RotatedSeeds>
}

const roundInPlay: E.Either<RoundInPlay, never> = E.left({ _tag: 'RoundInPlay' })

/**
 * The writes of a session that must never interleave: a round taking a nonce of the seed pair,
 * and that pair being revealed (which would reveal the round's outcome). Each is one transaction
 * that first locks the session's gp_sessions row, so they queue per session whatever the number
 * of processes; every statement after the lock sees what the previous holder committed (READ
 * COMMITTED takes a snapshot per statement), the new seed pair included. The lock is always the
 * first one taken, then gp_seeds, then gp_rounds: no two of these transactions wait crosswise.
 */
export function dbSessionPlayLock(db: Db): SessionPlayLock {
  const lockSession = (trx: Transaction<Database>, sessionId: string) =>
    trx.selectFrom('gp_sessions').select('id').where('id', '=', sessionId).forUpdate().executeTakeFirstOrThrow()

  /** Inside the locked transaction: take the nonce, decide the round, record it. */
  const open = async <T>(trx: Transaction<Database>, sessionId: string, draft: DraftRound<T>): Promise<OpenedRound<T>> => {
    const taken = await trx
      .updateTable('gp_seeds')
      .set((eb) => ({ next_nonce: eb('next_nonce', '+', 1) }))
      .where('session_id', '=', sessionId)
      .where('revealed_at', 'is', null)
      .returning(SEED_COLUMNS)
      .executeTakeFirstOrThrow()
    const seed = seedPairOf(taken)
    const nonce = taken.next_nonce - 1
    const drafted = draft(seed, nonce)
    const round = await trx
      .insertInto('gp_rounds')
      .values(newRoundRow({ ...drafted.round, session_id: sessionId, seed_id: seed.id, nonce }))
      .returningAll()
      .executeTakeFirstOrThrow()
    return { seed, round, decided: drafted.decided }
  }

  return {
    openRound: (sessionId, draft) =>
      db.transaction().execute(async (trx) => {
        await lockSession(trx, sessionId)
        return open(trx, sessionId, draft)
      }),

    openSoleRound: (sessionId, draft) => () =>
      db.transaction().execute(async (trx) => {
        await lockSession(trx, sessionId)
        const other = await trx
          .selectFrom('gp_rounds')
          .select('id')
          .where('session_id', '=', sessionId)
          .where('status', 'in', ['betting', 'running'])
          .limit(1)
          .executeTakeFirst()
        return other === undefined ? E.right(await open(trx, sessionId, draft)) : roundInPlay
      }),

    rotateSeeds: (sessionId, clientSeed) => () =>
      db.transaction().execute(async (trx) => {
        await lockSession(trx, sessionId)
        const active = await trx
          .selectFrom('gp_seeds')
          .select('id')
          .where('session_id', '=', sessionId)
          .where('revealed_at', 'is', null)
          .executeTakeFirstOrThrow()
        const unsettled = await trx
          .selectFrom('gp_rounds')
          .select('id')
          .where('seed_id', '=', active.id)
          .where('status', 'not in', [...FINAL])
          .limit(1)
          .executeTakeFirst()
        if (unsettled !== undefined) return roundInPlay
        // Stamped when the reveal happens, not when the transaction began (it may have waited for the lock).
        const revealed = await trx
          .updateTable('gp_seeds')
          .set({ revealed_at: sql<Date>`statement_timestamp()` })
          .where('id', '=', active.id)
          .returning(SEED_COLUMNS)
          .executeTakeFirstOrThrow()
        const serverSeed = newServerSeed()
        const next = await trx
          .insertInto('gp_seeds')
          .values({
            session_id: sessionId,
            server_seed: serverSeed,
            server_seed_hash: sha256Hex(serverSeed),
            client_seed: clientSeed,
            revealed_at: null,
          })
          .returning(SEED_COLUMNS)
          .executeTakeFirstOrThrow()
        return E.right({ revealed: seedPairOf(revealed), next: seedPairOf(next) })
      }),
  }
}
