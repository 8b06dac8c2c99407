import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { sql } from 'kysely'
import type { LimitPeriod } from '../../src/core/safer-play/limit-periods.rules'
import { PERIOD_WORDS } from '../../src/core/safer-play/limit-periods.rules'
import { changeLimit, parseLimitAmount, type LimitKind } from '../../src/core/safer-play/limits.rules'
import { utcText } from '../../src/core/shared/date-text'
import type { InvalidForm } from '../../src/core/shared/form-errors'
import type { Clock } from '../../src/core/shared/clock.port'
import { formatUsd } from '../../src/core/shared/money'
import type { Db } from '../db/database'
import { limitSettings } from './limit-queries'

export interface LimitChange {
  readonly kind: LimitKind
  readonly period: LimitPeriod
  readonly amount: string
}

/**
 * Sets one of the player's limits (changeLimit decides whether at once or in 24 hours). The row
 * is locked for the read and the write, so two changes at once are applied one after the other.
 * Answers what happened in one sentence.
 */
export const makeSetLimit =
  (deps: { db: Db; clock: Clock }) =>
  (userId: number, change: LimitChange): TE.TaskEither<InvalidForm<'amount'>, string> =>
  async () => {
    const wanted = parseLimitAmount(change.amount)
    if (E.isLeft(wanted)) return E.left({ _tag: 'InvalidForm', errors: { amount: wanted.left } })
    return deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('safer_play_limits')
        .values({ user_id: userId, kind: change.kind, period: change.period, cents: null })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doNothing())
        .execute()
      await sql`select 1 from safer_play_limits where user_id = ${userId} and kind = ${change.kind} and period = ${change.period} for update`.execute(
        trx,
      )
      const now = deps.clock.now()
      const current = (await limitSettings(trx, userId, change.kind))[change.period]
      const next = changeLimit(current, wanted.right, now)
      await trx
        .updateTable('safer_play_limits')
        .set({ cents: next.cents, next_cents: next.nextCents, next_at: next.nextAt, updated_at: now })
        .where('user_id', '=', userId)
        .where('kind', '=', change.kind)
        .where('period', '=', change.period)
        .execute()
      const name = `${PERIOD_WORDS[change.period]} ${change.kind} limit`
      const sentence = (cents: number | null) => (cents === null ? 'none' : formatUsd(cents))
      return E.right(
        next.nextAt === null
          ? `Your ${name} is now ${sentence(next.cents)}.`
          : `Your ${name} stays ${sentence(next.cents)} until ${utcText(next.nextAt)}, then becomes ${sentence(next.nextCents)}.`,
      )
    })
  }

export type SetLimit = ReturnType<typeof makeSetLimit>
