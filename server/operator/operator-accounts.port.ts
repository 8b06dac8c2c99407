import type { Db } from '../db/database'
import type { Permission } from '../accounts/roles'

/** An operator as sign-in and the permission checks read them. */
export interface OperatorRecord {
  readonly id: number
  readonly name: string
  readonly username: string
  readonly email: string
  readonly roles: readonly string[]
  readonly passwordHash: string
  readonly totpSecret: string
  readonly totpLastStep: number | null
  readonly passwordIsTemporary: boolean
  /** When the one-time password stops working (null once the operator chose their own). */
  readonly temporaryPasswordExpiresAt: Date | null
  readonly permissions: readonly Permission[]
  readonly locked: boolean
}

export interface NewOperator {
  readonly name: string
  readonly username: string
  readonly email: string
  readonly passwordHash: string
  readonly totpSecret: string
  readonly permissions: readonly Permission[]
  /** A day after now when not given (the command line's default). */
  readonly temporaryPasswordExpiresAt?: Date
}

/** Operator accounts: a users row with the operator role and its operator_accounts row. Rejects only when the database fails. */
export interface OperatorAccounts {
  /** By email or username, case-insensitively; players are not found here. */
  readonly findForSignIn: (loginId: string) => Promise<OperatorRecord | null>
  readonly find: (id: number) => Promise<OperatorRecord | null>
  /** Every operator, by id. */
  readonly list: () => Promise<readonly OperatorRecord[]>
  /** Both rows, in the caller's transaction; a taken username or email throws a unique violation. */
  readonly create: (db: Db, operator: NewOperator) => Promise<{ readonly id: number }>
  /** Sets the permissions, under the row's lock; answers those before and after (null: no such operator). */
  readonly changePermissions: (
    db: Db,
    id: number,
    change: (current: readonly Permission[]) => readonly Permission[],
  ) => Promise<{ readonly before: readonly Permission[]; readonly after: readonly Permission[] } | null>
  /** Records the time step of an accepted code; false when that step (or a later one) was already taken. */
  readonly takeTotpStep: (id: number, step: number) => Promise<boolean>
  /** The operator's own password replaces the one-time one. */
  readonly replaceTemporaryPassword: (id: number, hash: string) => Promise<void>
  /** A new one-time password (and its expiry) replaces whatever password the operator had. */
  readonly reissueTemporaryPassword: (db: Db, id: number, hash: string, expiresAt: Date) => Promise<void>
  /** Takes the operator's row lock in the caller's transaction; answers whether they are locked (null: no such operator). */
  readonly lockRow: (db: Db, id: number) => Promise<{ readonly locked: boolean } | null>
  /** Locks (with a reason) or unlocks. */
  readonly setLocked: (db: Db, id: number, lock: { readonly reason: string; readonly at: Date } | null) => Promise<void>
  /** Ends every session of the operator; answers how many were open. */
  readonly endSessions: (db: Db, id: number, at: Date) => Promise<number>
}
