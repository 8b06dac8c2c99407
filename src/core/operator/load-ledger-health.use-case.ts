import type { OperatorGateway } from './operator-gateway.port'

/** What players hold, the house's accounts, money in and out, and the invariants checked now. */
export const makeLoadLedgerHealth = (deps: { gateway: OperatorGateway }) => () => deps.gateway.ledgerHealth()

export type LoadLedgerHealth = ReturnType<typeof makeLoadLedgerHealth>
