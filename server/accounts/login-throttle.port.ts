/** Who is trying to log in: the account (or the unknown login name) and the client address. */
export interface LoginSubjects {
  readonly account: string
  readonly address: string
}

export type Admission =
  | { readonly _tag: 'Admitted'; readonly attemptIds: readonly number[] }
  | { readonly _tag: 'Throttled'; readonly retryAfterSeconds: number }

/**
 * Counts failed logins per account and per address in a sliding window, in the database, so
 * every API process sees the same counts. Rejects only when the database fails.
 */
export interface LoginThrottle {
  /**
   * Records the attempt before the password is checked, so parallel guesses count against each
   * other; an admitted attempt stays counted as a failure unless `succeeded` clears it.
   */
  readonly admit: (subjects: LoginSubjects) => Promise<Admission>
  /** Forgets the admitted attempt and the account's earlier failures. */
  readonly succeeded: (subjects: LoginSubjects, admitted: { readonly attemptIds: readonly number[] }) => Promise<void>
}
