import type { Db } from '../db/database'
import type { AuditAction } from '../../src/core/operator/audit-actions.rules'
import type { AuditLog, AuditTargetType } from './audit-log.port'

const json = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value))

export function dbAuditLog(db: Db): AuditLog {
  return {
    record: async (executor, entry) => {
      await executor
        .insertInto('operator_audit_log')
        .values({
          operator_id: entry.operatorId,
          via: entry.via,
          action: entry.action,
          target_type: entry.target?.type ?? null,
          target_id: entry.target?.id ?? null,
          before: json(entry.before),
          after: json(entry.after),
          reason: entry.reason ?? null,
          address: entry.address ?? null,
        })
        .execute()
    },
    list: async (f) => {
      let query = db
        .selectFrom('operator_audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.operator_id')
        .selectAll('a')
        .select('u.username as operator_username')
        .orderBy('a.id', 'desc')
        .limit(f.limit)
      if (f.operatorId !== undefined) query = query.where('a.operator_id', '=', f.operatorId)
      if (f.action !== undefined) query = query.where('a.action', '=', f.action)
      if (f.targetType !== undefined) query = query.where('a.target_type', '=', f.targetType)
      if (f.targetId !== undefined) query = query.where('a.target_id', '=', f.targetId)
      if (f.from !== undefined) query = query.where('a.created_at', '>=', f.from)
      if (f.to !== undefined) query = query.where('a.created_at', '<', f.to)
      if (f.beforeId !== undefined) query = query.where('a.id', '<', f.beforeId)
      const rows = await query.execute()
      return rows.map((r) => ({
        id: r.id,
        operatorId: r.operator_id,
        operatorUsername: r.operator_username,
        via: r.via,
        action: r.action as AuditAction,
        target: r.target_type === null ? null : { type: r.target_type as AuditTargetType, id: r.target_id ?? '' },
        before: r.before ?? null,
        after: r.after ?? null,
        reason: r.reason,
        address: r.address,
        createdAt: r.created_at,
      }))
    },
  }
}
