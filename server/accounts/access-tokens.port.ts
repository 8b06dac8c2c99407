import type { Db } from '../db/database'

/** Whose bearer token this is; `tokenId` names the token itself (to revoke it, or spare it). */
export interface TokenOwner {
  readonly userId: number
  readonly tokenId: number
}

export interface IssuedToken extends TokenOwner {
  /** The bearer secret: handed to the player once, never stored. */
  readonly token: string
  readonly expiresAt: Date
}

/**
 * Bearer tokens: random, stored only as a hash, expiring, revocable. Every method rejects only
 * when the database fails.
 */
export interface AccessTokens {
  /** `db` may be a transaction, so a sign-up's token commits with its account. */
  readonly issue: (db: Db, userId: number) => Promise<IssuedToken>
  /** The owner of a live token: known, not expired, not revoked; null otherwise. */
  readonly owner: (token: string) => Promise<TokenOwner | null>
  readonly revoke: (tokenId: number) => Promise<void>
  /** Revokes every live token of the player but one (after a password change). */
  readonly revokeOthers: (owner: TokenOwner) => Promise<void>
}
