import type { Db } from '../db/database'
import type { Account, Profile, ProfileChanges, TakenField } from './account'

export interface NewUser {
  readonly name: string
  readonly username: string
  readonly email: string
  readonly passwordHash: string
  readonly promoCode: string | null
  readonly roles: readonly string[]
}

/**
 * Player accounts. Usernames and emails are unique regardless of case; a write that would
 * break that throws a unique violation (see takenFieldOf). Rejects only when the database fails.
 */
export interface Users {
  /**
   * A player by email or username, case-insensitively; an operator's account is not found here
   * (operators sign in with their second factor, at the operator console). `locked`: an operator
   * has locked the account.
   */
  readonly findForLogin: (loginId: string) => Promise<(Account & { readonly passwordHash: string; readonly locked: boolean }) | null>
  /** The same, by id: the code step of a two-factor sign-in (complete-sign-in.use-case.ts). */
  readonly findForSignIn: (id: number) => Promise<(Account & { readonly passwordHash: string; readonly locked: boolean }) | null>
  readonly passwordHash: (id: number) => Promise<string | null>
  readonly taken: (fields: { readonly username: string; readonly email: string }, exceptId?: number) => Promise<readonly TakenField[]>
  /** `db` may be a transaction, so the account commits with its join bonus and token. */
  readonly create: (db: Db, user: NewUser) => Promise<Account>
  readonly profile: (id: number) => Promise<Profile | null>
  readonly updateProfile: (id: number, changes: ProfileChanges) => Promise<Profile>
  readonly setPasswordHash: (id: number, hash: string) => Promise<void>
}
