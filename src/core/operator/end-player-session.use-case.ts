import type { OperatorGateway } from './operator-gateway.port'

/** Ends one of a player's sessions (the audit log keeps who did). */
export const makeEndPlayerSession = (deps: { gateway: OperatorGateway }) => (playerId: number, sessionId: number) =>
  deps.gateway.revokeSession(playerId, sessionId)

export type EndPlayerSession = ReturnType<typeof makeEndPlayerSession>
