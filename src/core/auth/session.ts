/** A signed-in player's credentials as the API hands them out at login or sign-up. */
export interface Session {
  readonly token: string
  readonly userId: string
  readonly roles: readonly string[]
  readonly permissions: readonly string[]
}

/** Stands in for the user id when storage holds none (the specification's fallback). */
export const ANONYMOUS_USER_ID = 'guest'
