import type * as TE from 'fp-ts/TaskEither'

/** Who is trying to log in: the account (or the unknown login name) and the client address's key. */
export interface LoginSubjects {
  readonly account: string
  readonly address: string
  /**
   * The signed-in device the attempt comes from (login-devices.port.ts), if its device cookie is
   * valid for this account: its failures count only against itself.
   */
  readonly device?: number | null
}

/** The throttle's name for a player's account: their email and username share one count. */
export const accountSubject = (userId: number): string => `user:${userId}`

/** An attempt let through to the password check; its ids are cleared if the password is right. */
export interface Admitted {
  readonly attemptIds: readonly number[]
}

/** Too many failed password checks lately: try again in `retryAfterSeconds`. */
export type Throttled = { readonly _tag: 'Throttled'; readonly retryAfterSeconds: number }

/**
 * Counts failed password checks in a sliding window, in the database, so every API process sees
 * the same counts: per signed-in device, per account and address, per account from addresses it
 * is not known at, per address against accounts it is not known for (login-throttle.rules.ts). Rejects only when the
 * database fails.
 */
export interface LoginThrottle {
  /**
   * Records the attempt before the password is checked, so parallel guesses count against each
   * other; an admitted attempt stays counted as a failure unless `succeeded` clears it.
   */
  readonly admit: (subjects: LoginSubjects) => TE.TaskEither<Throttled, Admitted>
  /** Forgets the pair's (and the device's) failures, this attempt's included, and remembers the address as known. */
  readonly succeeded: (subjects: LoginSubjects, admitted: Admitted) => Promise<void>
  /** Remembers the address as known for the account (a player who just signed up from it). */
  readonly remember: (subjects: LoginSubjects) => Promise<void>
}
