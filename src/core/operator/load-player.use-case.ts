import type { OperatorGateway } from './operator-gateway.port'

/** One player's profile and balances. */
export const makeLoadPlayer = (deps: { gateway: OperatorGateway }) => (playerId: number) => deps.gateway.player(playerId)

export type LoadPlayer = ReturnType<typeof makeLoadPlayer>
