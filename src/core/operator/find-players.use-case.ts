import * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { PlayerSummary } from './operator'
import type { OperatorGateway } from './operator-gateway.port'

const NONE: readonly PlayerSummary[] = []

/** Players by id, username or email (a part of either finds them too); nothing asked, nothing found. */
export const makeFindPlayers =
  (deps: { gateway: OperatorGateway }) =>
  (query: string): TE.TaskEither<GatewayError, readonly PlayerSummary[]> =>
    query.trim() === '' ? TE.right(NONE) : deps.gateway.searchPlayers(query.trim())

export type FindPlayers = ReturnType<typeof makeFindPlayers>
