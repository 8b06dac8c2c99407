import type { OperatorAccountsGateway } from './operator-accounts-gateway.port'
import type { OperatorAction } from './operator-accounts'

/** Every operator, for the operators screen. */
export const makeLoadOperatorAccounts = (deps: { gateway: OperatorAccountsGateway }) => () => deps.gateway.list()
export type LoadOperatorAccounts = ReturnType<typeof makeLoadOperatorAccounts>

/** Lock, unlock or end sessions, with the reason the audit log keeps (the server refuses one's own account). */
export const makeActOnOperator =
  (deps: { gateway: OperatorAccountsGateway }) => (operatorId: number, action: OperatorAction, reason: string) =>
    deps.gateway.act(operatorId, action, reason.trim())
export type ActOnOperator = ReturnType<typeof makeActOnOperator>
