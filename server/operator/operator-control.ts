import * as E from 'fp-ts/Either'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Db } from '../db/database'
import type { AuditLog } from './audit-log.port'
import type { OperatorAccounts } from './operator-accounts.port'

/** Who acts on an operator: another operator through the console (with their address), or the command line. */
export type ControlActor = { readonly via: 'api'; readonly operatorId: number; readonly address: string } | { readonly via: 'cli' }

export type OperatorControlError =
  | { readonly _tag: 'OperatorNotFound' }
  | { readonly _tag: 'AlreadyLocked' }
  | { readonly _tag: 'NotLocked' }
  | { readonly _tag: 'OwnAccount' }

const actorOf = (actor: ControlActor) =>
  actor.via === 'api'
    ? { operatorId: actor.operatorId, via: 'api' as const, address: actor.address }
    : { operatorId: null, via: 'cli' as const }

/**
 * Locking an operator, unlocking them and ending their sessions, for the command line and the
 * console alike. A lock ends every session in the same commit (no request after it is theirs) and
 * refuses their sign-ins; each change commits with its audit entry, under the operator's row lock.
 * An operator cannot lock themselves or end their own sessions this way (sign out does that).
 */
export function operatorControl(deps: {
  readonly db: Db
  readonly operators: OperatorAccounts
  readonly audit: AuditLog
  readonly clock: Clock
}) {
  const { db, operators, audit, clock } = deps
  const notSelf = (actor: ControlActor, id: number) => actor.via === 'cli' || actor.operatorId !== id

  const setLock =
    (locking: boolean) =>
    (actor: ControlActor, id: number, reason: string): Promise<E.Either<OperatorControlError, { readonly sessionsEnded: number }>> =>
      db.transaction().execute(async (trx) => {
        if (!notSelf(actor, id)) return E.left({ _tag: 'OwnAccount' } as const)
        const now = clock.now()
        const row = await operators.lockRow(trx, id)
        if (row === null) return E.left({ _tag: 'OperatorNotFound' } as const)
        if (locking && row.locked) return E.left({ _tag: 'AlreadyLocked' } as const)
        if (!locking && !row.locked) return E.left({ _tag: 'NotLocked' } as const)
        await operators.setLocked(trx, id, locking ? { reason, at: now } : null)
        const sessionsEnded = locking ? await operators.endSessions(trx, id, now) : 0
        await audit.record(trx, {
          ...actorOf(actor),
          action: locking ? 'operator.locked' : 'operator.unlocked',
          target: { type: 'operator', id: String(id) },
          before: { locked: !locking },
          after: { locked: locking, sessions_ended: sessionsEnded },
          reason,
        })
        return E.right({ sessionsEnded })
      })

  return {
    lock: setLock(true),
    unlock: setLock(false),
    endSessions: (
      actor: ControlActor,
      id: number,
      reason: string,
    ): Promise<E.Either<OperatorControlError, { readonly sessionsEnded: number }>> =>
      db.transaction().execute(async (trx) => {
        if (!notSelf(actor, id)) return E.left({ _tag: 'OwnAccount' } as const)
        // Taken under the row's lock, so a sign-in committing beside it is either ended or after it.
        if ((await operators.lockRow(trx, id)) === null) return E.left({ _tag: 'OperatorNotFound' } as const)
        const sessionsEnded = await operators.endSessions(trx, id, clock.now())
        await audit.record(trx, {
          ...actorOf(actor),
          action: 'operator.sessions_ended',
          target: { type: 'operator', id: String(id) },
          after: { sessions_ended: sessionsEnded },
          reason,
        })
        return E.right({ sessionsEnded })
      }),
  }
}

export type OperatorControl = ReturnType<typeof operatorControl>
