import type { HistoryRow } from '../ledger/ledger-history.port'

export interface PlayerSummary {
  readonly id: number
  readonly name: string
  readonly username: string
  readonly email: string
  readonly locked: boolean
  readonly createdAt: Date
}

export interface PlayerProfile extends PlayerSummary {
  readonly phoneNumber: string | null
  readonly countryId: number | null
  readonly roles: readonly string[]
  readonly lockedAt: Date | null
  readonly lockReason: string | null
}

export interface Movement extends HistoryRow {
  readonly roundId: string | null
  readonly idempotencyKey: string
  readonly reason: string | null
}

export interface PlayerDeposit {
  readonly id: string
  readonly provider: string
  readonly providerPaymentId: string
  readonly amountCents: number
  readonly status: string
  readonly createdAt: Date
}

export interface PlayerSession {
  readonly id: number
  readonly createdAt: Date
  readonly expiresAt: Date
  readonly revokedAt: Date | null
}

/**
 * What an operator reads about players. Operators' own accounts are never found here: an operator
 * looks up players, not colleagues. Rejects only when the database fails.
 */
export interface PlayerDirectory {
  /** By id, or a part of the username or email (case-insensitive). */
  readonly search: (q: string, limit: number) => Promise<readonly PlayerSummary[]>
  readonly profile: (id: number) => Promise<PlayerProfile | null>
  readonly movements: (
    id: number,
    page: { readonly offset: number; readonly limit: number },
  ) => Promise<{ readonly rows: readonly Movement[]; readonly total: number }>
  readonly deposits: (id: number, limit: number) => Promise<readonly PlayerDeposit[]>
  readonly sessions: (id: number, limit: number) => Promise<readonly PlayerSession[]>
}
