import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'

/** A player who joined through the signed-in player's link, as My Affiliates lists them. */
export interface ReferredPlayer {
  /** Masked: the first and last letters of their username. */
  readonly name: string
  readonly joinedAt: string
  readonly wageredCents: number
  readonly commissionCents: number
}

export interface MyAffiliates {
  /** The commission rule in one sentence, as the server's configuration makes it. */
  readonly commissionSentence: string
  readonly players: readonly ReferredPlayer[]
}

export interface AffiliatesReader {
  readonly list: () => TE.TaskEither<GatewayError, MyAffiliates>
}
