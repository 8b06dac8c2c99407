import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { sql } from 'kysely'
import { breakEnd, breakKind, lengthen, type BreakChoice, type PlayBreak } from '../../src/core/safer-play/exclusion.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type { AccessTokens, TokenOwner } from '../accounts/access-tokens.port'
import type { PasswordHasher } from '../accounts/password-hasher.port'
import type { Users } from '../accounts/users.port'
import type { Db } from '../db/database'
import { playBreakOf } from './play-breaks'

export type TakeBreakError = { readonly _tag: 'WrongPassword' }

/**
 * A cool-off or self-exclusion, confirmed with the password, in force at once: stored (never
 * shortening one in force), then every sign-in of the player revoked (their streams get no new
 * ticket, and those open end at once through EndedLogins) and every game session ended. Answers
 * the break now in force.
 */
export const makeTakeBreak =
  (deps: {
    db: Db
    clock: Clock
    users: Users
    hasher: PasswordHasher
    tokens: AccessTokens
    endGameSessions: (userId: number) => Promise<void>
  }) =>
  (owner: TokenOwner, input: { readonly choice: BreakChoice; readonly password: string }): TE.TaskEither<TakeBreakError, PlayBreak> =>
  async () => {
    const stored = await deps.users.passwordHash(owner.userId)
    if (stored === null || !(await deps.hasher.verify(stored, input.password))) return E.left({ _tag: 'WrongPassword' })
    const now = deps.clock.now()
    const wanted: PlayBreak = { kind: breakKind(input.choice), endsAt: breakEnd(input.choice, now) }
    const taken = await deps.db.transaction().execute(async (trx) => {
      await sql`select id from users where id = ${owner.userId} for update`.execute(trx)
      const next = lengthen(await playBreakOf(trx, owner.userId), wanted, now)
      await trx
        .insertInto('play_breaks')
        .values({ user_id: owner.userId, kind: next.kind, started_at: now, ends_at: next.endsAt })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ kind: next.kind, started_at: now, ends_at: next.endsAt }))
        .execute()
      return next
    })
    await deps.tokens.revokeOthers(owner)
    await deps.tokens.revoke(owner.tokenId)
    await deps.endGameSessions(owner.userId)
    return E.right(taken)
  }

export type TakeBreak = ReturnType<typeof makeTakeBreak>
