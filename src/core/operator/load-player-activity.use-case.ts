import type { OperatorGateway } from './operator-gateway.port'

/** A player's sessions, and every movement of their money, newest first. */
export const makeLoadPlayerActivity = (deps: { gateway: OperatorGateway }) => ({
  sessions: (playerId: number) => deps.gateway.playerSessions(playerId),
  ledger: (playerId: number) => deps.gateway.playerLedger(playerId),
})

export type LoadPlayerActivity = ReturnType<typeof makeLoadPlayerActivity>
