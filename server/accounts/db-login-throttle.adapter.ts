import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { AccountsConfig } from './accounts-config'
import type { LoginThrottle } from './login-throttle.port'

type Scope = 'account' | 'address'

/** The sliding-window throttle over the `login_attempts` table. */
export const dbLoginThrottle = (deps: { db: Db; clock: Clock; limits: AccountsConfig['throttle'] }): LoginThrottle => {
  const { db, clock, limits } = deps
  const maxOf = (scope: Scope) => (scope === 'account' ? limits.maxFailuresPerAccount : limits.maxFailuresPerAddress)

  const recentCount = async (scope: Scope, subject: string, since: Date) => {
    const row = await db
      .selectFrom('login_attempts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', scope).where('subject', '=', subject).where('attempted_at', '>', since)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  /** Seconds until the oldest of the `max` most recent failures leaves the window. */
  const secondsUntilFree = async (scope: Scope, subject: string, since: Date, now: Date) => {
    const row = await db
      .selectFrom('login_attempts')
      .select('attempted_at')
      .where('scope', '=', scope).where('subject', '=', subject).where('attempted_at', '>', since)
      .orderBy('attempted_at', 'desc').offset(maxOf(scope) - 1).limit(1)
      .executeTakeFirst()
    const freeAt = row ? new Date(row.attempted_at).getTime() + limits.windowMs : now.getTime()
    return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
  }

  return {
    admit: async (subjects) => {
      const now = clock.now()
      const since = new Date(now.getTime() - limits.windowMs)
      await db.deleteFrom('login_attempts').where('attempted_at', '<=', since).execute()
      const rows = await db
        .insertInto('login_attempts')
        .values([
          { scope: 'account', subject: subjects.account, attempted_at: now },
          { scope: 'address', subject: subjects.address, attempted_at: now },
        ])
        .returning('id')
        .execute()
      const attemptIds = rows.map((r) => r.id)
      const over: Scope[] = []
      for (const scope of ['account', 'address'] as const) {
        // Counting our own row too: more than `max` means `max` failures came before it.
        if ((await recentCount(scope, subjects[scope], since)) > maxOf(scope)) over.push(scope)
      }
      if (over.length === 0) return { _tag: 'Admitted', attemptIds }
      // A refused attempt is not a guess, so it does not push the lock further out.
      await db.deleteFrom('login_attempts').where('id', 'in', attemptIds).execute()
      const waits = await Promise.all(over.map((scope) => secondsUntilFree(scope, subjects[scope], since, now)))
      return { _tag: 'Throttled', retryAfterSeconds: Math.max(...waits) }
    },

    succeeded: async (subjects, admitted) => {
      await db
        .deleteFrom('login_attempts')
        .where((eb) => eb.or([
          eb('id', 'in', [...admitted.attemptIds]),
          eb.and([eb('scope', '=', 'account'), eb('subject', '=', subjects.account)]),
        ]))
        .execute()
    },
  }
}
