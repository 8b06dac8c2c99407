import type { ColumnType, Generated } from 'kysely'

type CreatedAt = ColumnType<Date, never, never>
type UpdatedAt = ColumnType<Date, never, Date>

export type TokenKind = 'player' | 'operator'

export interface AccountsTables {
  users: {
    id: Generated<number>
    name: string
    username: string
    /** Stored lower-cased (the email rule normalises it); unique on lower() anyway. */
    email: string
    password_hash: string
    roles: ColumnType<string[], string[] | undefined, string[]>
    promo_code: string | null
    phone_number: string | null
    /** A SQL date; read it as text (`dob::text`) so no time zone shifts the day. */
    dob: ColumnType<string | null, string | null | undefined, string | null>
    state: string | null
    city: string | null
    address: string | null
    zipcode: string | null
    country_id: number | null
    /** Set while an operator has locked the account: it cannot log in and its tokens no longer work. */
    locked_at: ColumnType<Date | null, Date | null | undefined, Date | null>
    lock_reason: ColumnType<string | null, string | null | undefined, string | null>
    created_at: CreatedAt
    updated_at: UpdatedAt
  }
  access_tokens: {
    id: Generated<number>
    user_id: number
    /** SHA-256 of the bearer token, hex: the token itself is never stored. */
    token_hash: string
    /** Who signed in: a player (password) or an operator (password and TOTP); each kind opens only its own routes. */
    kind: ColumnType<TokenKind, TokenKind | undefined, never>
    created_at: CreatedAt
    expires_at: Date
    revoked_at: Date | null
    /** The sign-in's browser, as its User-Agent header said (cut to 512 characters); null: it sent none. */
    user_agent: ColumnType<string | null, string | null | undefined, string | null>
    /** The address the sign-in came from (the request's client address, behind the trusted proxies). */
    address: ColumnType<string | null, string | null | undefined, string | null>
    /** When a request last used the token, written at most once a minute (TOUCH_EVERY_MS). */
    last_used_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  }
  /** Failed (and in-flight) password checks: by account and address, strangers flagged. */
  login_failures: {
    id: Generated<number>
    account: string
    address: string
    known: boolean
    attempted_at: Date
    /** The signed-in device (its device cookie) the attempt came from, whose failures count apart. */
    device: ColumnType<number | null, number | null | undefined, never>
  }
  /** Browsers that signed in to an account (device cookies): only the token's SHA-256 is kept. */
  login_devices: {
    id: Generated<number>
    account: string
    token_hash: string
    created_at: Date
    last_used_at: Date
  }
  /** Where each account logged in from lately: there its owner is no stranger. */
  login_known_addresses: {
    account: string
    address: string
    last_success_at: Date
  }
  /** A player's TOTP secret: unconfirmed until their first code, then never shown again. */
  two_factor_secrets: {
    user_id: number
    secret: string
    confirmed_at: Date | null
    /** The time step of the last code accepted: a code of it or before is refused (replay). */
    last_step: number | null
    created_at: ColumnType<Date, Date | undefined, never>
  }
  /** SHA-256 of each recovery code (60 random bits: a fast hash is enough), used once. */
  two_factor_recovery_codes: {
    id: Generated<number>
    user_id: number
    code_hash: string
    used_at: Date | null
  }
  /** The code step of a sign-in: SHA-256 of its token, whether the password was right, its throttle row. */
  sign_in_challenges: {
    token_hash: string
    user_id: number
    password_ok: boolean
    address: string
    device: number | null
    attempt_id: number
    expires_at: Date
  }
}
