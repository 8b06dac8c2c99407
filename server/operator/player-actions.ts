import { sql } from 'kysely'
import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { AuditLog } from './audit-log.port'
import { players } from './db-player-directory.adapter'
import type { OperatorActor } from './withdrawal-decisions'

export type PlayerActionError =
  | { readonly _tag: 'PlayerNotFound' }
  | { readonly _tag: 'SessionNotFound' }
  | { readonly _tag: 'AlreadyLocked' }
  | { readonly _tag: 'NotLocked' }

/**
 * What an operator does to a player's account: end one of their sessions, lock the account (every
 * session ends, logins are refused, their games end) and unlock it. Each change commits with its
 * audit entry; the player's row is locked while it changes, so two operators never both lock it.
 */
export function playerActions(deps: {
  readonly db: Db
  readonly audit: AuditLog
  readonly clock: Clock
  readonly endGameSessions: (userId: number) => Promise<void>
}) {
  const { db, audit, clock } = deps
  const lockRow = (trx: Db, id: number) =>
    players(trx).select(['id', 'locked_at', 'lock_reason']).where('id', '=', id).forUpdate().executeTakeFirst()

  const revokeSession =
    (actor: OperatorActor, playerId: number, sessionId: number): TE.TaskEither<PlayerActionError, void> =>
    () =>
      db.transaction().execute(async (trx) => {
        if ((await lockRow(trx, playerId)) === undefined) return E.left({ _tag: 'PlayerNotFound' } as const)
        const session = await trx
          .selectFrom('access_tokens')
          .select(['id', 'revoked_at'])
          .where('id', '=', sessionId)
          .where('user_id', '=', playerId)
          .where('kind', '=', 'player')
          .executeTakeFirst()
        if (session === undefined) return E.left({ _tag: 'SessionNotFound' } as const)
        if (session.revoked_at === null) {
          await trx.updateTable('access_tokens').set({ revoked_at: clock.now() }).where('id', '=', sessionId).execute()
          await audit.record(trx, {
            operatorId: actor.operatorId,
            via: 'api',
            action: 'player.session_revoked',
            target: { type: 'player', id: String(playerId) },
            before: { session_id: sessionId, revoked: false },
            after: { session_id: sessionId, revoked: true },
            address: actor.address,
          })
        }
        return E.right(undefined)
      })

  const setLock =
    (locking: boolean) =>
    (actor: OperatorActor, playerId: number, reason: string): TE.TaskEither<PlayerActionError, void> =>
    async () => {
      const result = await db.transaction().execute(async (trx) => {
        const row = await lockRow(trx, playerId)
        if (row === undefined) return E.left({ _tag: 'PlayerNotFound' } as const)
        if (locking && row.locked_at !== null) return E.left({ _tag: 'AlreadyLocked' } as const)
        if (!locking && row.locked_at === null) return E.left({ _tag: 'NotLocked' } as const)
        const text = reason.trim()
        await trx
          .updateTable('users')
          .set({ locked_at: locking ? clock.now() : null, lock_reason: locking ? text : null, updated_at: sql<Date>`now()` })
          .where('id', '=', playerId)
          .execute()
        // Every session ends with the lock, in the same commit: no request after it is the player's.
        if (locking) {
          await trx
            .updateTable('access_tokens')
            .set({ revoked_at: clock.now() })
            .where('user_id', '=', playerId)
            .where('revoked_at', 'is', null)
            .execute()
        }
        await audit.record(trx, {
          operatorId: actor.operatorId,
          via: 'api',
          action: locking ? 'player.locked' : 'player.unlocked',
          target: { type: 'player', id: String(playerId) },
          before: { locked: row.locked_at !== null, lock_reason: row.lock_reason },
          after: { locked: locking, lock_reason: locking ? text : null },
          reason: text,
          address: actor.address,
        })
        return E.right(undefined)
      })
      // The games' own sessions live at the provider's side of the casino: ended after the lock commits.
      if (E.isRight(result) && locking) await deps.endGameSessions(playerId)
      return result
    }

  return { revokeSession, lock: setLock(true), unlock: setLock(false) }
}
