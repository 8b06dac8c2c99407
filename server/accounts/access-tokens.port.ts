import type { Db } from '../db/database'
import type { TokenKind } from './accounts.tables'

/** Whose bearer token this is; `tokenId` names the token itself (to revoke it, or spare it). */
export interface TokenOwner {
  readonly userId: number
  readonly tokenId: number
}

/** A live token's owner, and whether a player's login or an operator's sign-in issued it. */
export interface TokenHolder extends TokenOwner {
  readonly kind: TokenKind
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
  /**
   * `db` may be a transaction, so a sign-up's token commits with its account. An operator's token
   * (`kind` 'operator', issued only after the second factor) lives `operatorTtlMs`.
   */
  readonly issue: (db: Db, userId: number, kind?: TokenKind) => Promise<IssuedToken>
  /** The holder of a live token: known, not expired, not revoked, its account not locked; null otherwise. */
  readonly owner: (token: string) => Promise<TokenHolder | null>
  readonly revoke: (tokenId: number) => Promise<void>
  /** Revokes every live token of the player but one (after a password change). */
  readonly revokeOthers: (owner: TokenOwner) => Promise<void>
}
