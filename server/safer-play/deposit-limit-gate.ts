import { sql } from 'kysely'
import type { Clock } from '../../src/core/shared/clock.port'
import { limitPassed, type LimitReached } from '../../src/core/safer-play/limits.rules'
import type { Db } from '../db/database'
import { insertDeposit } from '../payments/db-deposits.adapter'
import type { NewDeposit } from '../payments/deposits.port'
import { depositTotals, hasAny, limitSettings, limitsInForce } from './limit-queries'

/** The player's deposit limits, asked before a provider is, and kept when the deposit is recorded. */
export interface DepositLimitGate {
  /** The limit `amountCents` more would pass now, or null: spares a provider invoice that would be refused. */
  readonly check: (userId: number, amountCents: number) => Promise<LimitReached | null>
  /**
   * Records the pending deposit only if it still fits, with the player's row locked: two deposits
   * started at once are counted one after the other and cannot pass a limit together.
   */
  readonly record: (deposit: NewDeposit) => Promise<LimitReached | null>
}

export function dbDepositLimitGate(db: Db, clock: Clock): DepositLimitGate {
  return {
    check: async (userId, amountCents) => {
      const now = clock.now()
      const limits = limitsInForce(await limitSettings(db, userId, 'deposit'), now)
      if (!hasAny(limits)) return null
      return limitPassed('deposit', limits, await depositTotals(db, userId, now), amountCents, now)
    },
    record: (deposit) =>
      db.transaction().execute(async (trx) => {
        await sql`select id from users where id = ${deposit.userId} for update`.execute(trx)
        const now = clock.now()
        const limits = limitsInForce(await limitSettings(trx, deposit.userId, 'deposit'), now)
        const passed = hasAny(limits)
          ? limitPassed('deposit', limits, await depositTotals(trx, deposit.userId, now), deposit.amountCents, now)
          : null
        if (passed) return passed
        await insertDeposit(trx, deposit)
        return null
      }),
  }
}
