import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { GrantState } from './bonus-grants.rules'

/** One of the player's bonus grants, as the bonus page lists it (docs/product/bonuses.md). */
export interface BonusGrant {
  readonly id: number
  readonly promotion: string
  readonly amountCents: number
  readonly requirementCents: number
  readonly wageredCents: number
  readonly state: GrantState
  readonly expiresAt: string
  /** What the release paid, or the forfeit or expiry took; null while active. */
  readonly settledCents: number | null
  /** The grant's terms in one plain sentence, as the server words them. */
  readonly terms: string
}

export interface PlayerBonuses {
  readonly grants: readonly BonusGrant[]
  /** What a withdrawal now would forfeit. */
  readonly forfeitCents: number
}

/** The signed-in player's own grants. */
export interface BonusGrants {
  readonly list: () => TE.TaskEither<GatewayError, PlayerBonuses>
}

const STATE_WORDS: Readonly<Record<GrantState, string>> = {
  active: 'Wagering',
  released: 'Released',
  forfeited: 'Forfeited',
  expired: 'Expired',
}

export const grantStateWords = (state: GrantState): string => STATE_WORDS[state]
