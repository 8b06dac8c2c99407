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
  /** When a request last used it, to the minute (`touch`); null: not since it was issued. */
  readonly lastUsedAt: Date | null
}

/** The browser a sign-in came from: its User-Agent header (null when it sent none) and its address. */
export interface SignInClient {
  readonly userAgent: string | null
  readonly address: string
}

/** A last-used time older than this is written again: at most one write a minute per sign-in. */
export const TOUCH_EVERY_MS = 60_000

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
  /** Notes the browser a freshly issued token was handed to (the sign-in's request). */
  readonly describe: (token: string, client: SignInClient) => Promise<void>
  /**
   * Notes that the token was used now, unless that was noted less than TOUCH_EVERY_MS ago; fills
   * in the browser when the sign-in did not note it (a sign-in route that does not call describe).
   */
  readonly touch: (tokenId: number, client: SignInClient) => Promise<void>
}
