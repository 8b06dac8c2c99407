import type { AuditFilter } from './operator'
import type { OperatorGateway } from './operator-gateway.port'

/** Every operator action, newest first, narrowed by action or target. */
export const makeLoadAuditLog = (deps: { gateway: OperatorGateway }) => (filter: AuditFilter) => deps.gateway.auditLog(filter)

export type LoadAuditLog = ReturnType<typeof makeLoadAuditLog>
