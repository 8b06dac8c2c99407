/** One-way password hashing. Rejects only on a bug (bad parameters), never on a wrong password. */
export interface PasswordHasher {
  readonly hash: (password: string) => Promise<string>
  readonly verify: (hash: string, password: string) => Promise<boolean>
  /**
   * Spends the time a verify would when there is no account to check, so an unknown login
   * answers as slowly as a wrong password and does not reveal which accounts exist.
   */
  readonly verifyNothing: (password: string) => Promise<void>
}
