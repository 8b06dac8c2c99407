import * as E from 'fp-ts/Either'
import type { ExpressionBuilder } from 'kysely'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Database, Db } from '../db/database'
import type { ThrottleLimits } from './accounts-config'
import type { LoginSubjects, LoginThrottle } from './login-throttle.port'
import { maxFailuresOf, scopesOver, type FailureCounts, type Standing, type ThrottleScope } from './login-throttle.rules'

type Failures = ExpressionBuilder<Database, 'login_failures'>

const inScope = (s: LoginSubjects, scope: ThrottleScope) => (eb: Failures) => {
  switch (scope) {
    case 'device':
      // No device matches nothing: -1 is no row's id.
      return eb('device', '=', s.device ?? -1)
    case 'pair':
      // A device's own failures are its owner's typos (or a stolen cookie's guesses): they count apart.
      return eb.and([eb('account', '=', s.account), eb('address', '=', s.address), eb('device', 'is', null)])
    case 'account':
      return eb.and([eb('account', '=', s.account), eb('known', '=', false)])
    case 'address':
      return eb.and([eb('address', '=', s.address), eb('known', '=', false)])
  }
}

/** The sliding-window throttle over `login_failures` and `login_known_addresses`. */
export const dbLoginThrottle = (deps: { db: Db; clock: Clock; limits: ThrottleLimits }): LoginThrottle => {
  const { db, clock, limits } = deps
  const windowStart = (now: Date) => new Date(now.getTime() - limits.windowMs)

  const isKnown = async (s: LoginSubjects, now: Date) => {
    const row = await db
      .selectFrom('login_known_addresses')
      .select('account')
      .where('account', '=', s.account)
      .where('address', '=', s.address)
      .where('last_success_at', '>', new Date(now.getTime() - limits.knownAddressMs))
      .executeTakeFirst()
    return row !== undefined
  }

  const counts = async (s: LoginSubjects, since: Date): Promise<FailureCounts> => {
    const row = await db
      .selectFrom('login_failures')
      .select((eb) => [
        eb.fn.countAll<number>().filterWhere(inScope(s, 'device')).as('device'),
        eb.fn.countAll<number>().filterWhere(inScope(s, 'pair')).as('pair'),
        eb.fn.countAll<number>().filterWhere(inScope(s, 'account')).as('account'),
        eb.fn.countAll<number>().filterWhere(inScope(s, 'address')).as('address'),
      ])
      .where('attempted_at', '>', since)
      .where((eb) => eb.or([eb('account', '=', s.account), eb('address', '=', s.address), eb('device', '=', s.device ?? -1)]))
      .executeTakeFirstOrThrow()
    return { device: Number(row.device), pair: Number(row.pair), account: Number(row.account), address: Number(row.address) }
  }

  /** Seconds until the oldest of the scope's `max` most recent failures leaves the window. */
  const secondsUntilFree = async (s: LoginSubjects, scope: ThrottleScope, now: Date) => {
    const row = await db
      .selectFrom('login_failures')
      .select('attempted_at')
      .where('attempted_at', '>', windowStart(now))
      .where(inScope(s, scope))
      .orderBy('attempted_at', 'desc')
      .offset(maxFailuresOf(scope, limits) - 1)
      .limit(1)
      .executeTakeFirst()
    const freeAt = row ? new Date(row.attempted_at).getTime() + limits.windowMs : now.getTime()
    return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
  }

  const remember = async (s: LoginSubjects) => {
    const now = clock.now()
    await db
      .insertInto('login_known_addresses')
      .values({ account: s.account, address: s.address, last_success_at: now })
      .onConflict((oc) => oc.columns(['account', 'address']).doUpdateSet({ last_success_at: now }))
      .execute()
    await db
      .deleteFrom('login_known_addresses')
      .where('last_success_at', '<=', new Date(now.getTime() - limits.knownAddressMs))
      .execute()
  }

  return {
    admit: (subjects) => async () => {
      const now = clock.now()
      await db.deleteFrom('login_failures').where('attempted_at', '<=', windowStart(now)).execute()
      const device = subjects.device ?? null
      const standing: Standing = device !== null ? 'device' : (await isKnown(subjects, now)) ? 'known-address' : 'stranger'
      const { id } = await db
        .insertInto('login_failures')
        .values({ account: subjects.account, address: subjects.address, known: standing !== 'stranger', device, attempted_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      // Counted after our own row is in, so of parallel guesses the later ones see the earlier.
      const over = scopesOver(standing, await counts(subjects, windowStart(now)), limits)
      if (over.length === 0) return E.right({ attemptIds: [id] })
      // A refused attempt is not a guess, so it does not push the lock further out.
      await db.deleteFrom('login_failures').where('id', '=', id).execute()
      const waits = await Promise.all(over.map((scope) => secondsUntilFree(subjects, scope, now)))
      return E.left({ _tag: 'Throttled', retryAfterSeconds: Math.max(...waits) })
    },

    succeeded: async (subjects, admitted) => {
      await db
        .deleteFrom('login_failures')
        .where((eb) => eb.or([eb('id', 'in', [...admitted.attemptIds]), inScope(subjects, 'pair')(eb), inScope(subjects, 'device')(eb)]))
        .execute()
      await remember(subjects)
    },

    remember,
  }
}
