import type { AuditAction } from '../../src/core/operator/audit-actions.rules'
import type { Db } from '../db/database'

export type AuditTargetType = 'operator' | 'player' | 'withdrawal' | 'promotion'

export interface AuditEntry {
  /** Null only for the command line. */
  readonly operatorId: number | null
  readonly via: 'api' | 'cli'
  readonly action: AuditAction
  readonly target: { readonly type: AuditTargetType; readonly id: string } | null
  readonly before?: unknown
  readonly after?: unknown
  readonly reason?: string | null
  /** The client address's key (address-key.ts), for the API. */
  readonly address?: string | null
}

export interface AuditRecord extends AuditEntry {
  readonly id: number
  readonly operatorUsername: string | null
  readonly createdAt: Date
}

export interface AuditFilter {
  readonly operatorId?: number
  readonly action?: AuditAction
  readonly targetType?: AuditTargetType
  readonly targetId?: string
  readonly from?: Date
  readonly to?: Date
  /** Newest first; the next page starts below this id. */
  readonly beforeId?: number
  readonly limit: number
}

/**
 * The operators' audit log, append-only in the database (a trigger refuses UPDATE, DELETE and
 * TRUNCATE). `record` takes the caller's transaction, so an action and its entry commit together.
 */
export interface AuditLog {
  readonly record: (db: Db, entry: AuditEntry) => Promise<void>
  readonly list: (filter: AuditFilter) => Promise<readonly AuditRecord[]>
}
