import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { TaskProgress } from './bonus-task'
import type { HappyHourBoost, HappyHourWindow } from './happy-hour.rules'
import type { MissionKind } from './missions.rules'

/** One of the player's missions with their own progress (docs/product/bonuses.md#missions). */
export interface PlayerMission {
  readonly id: string
  readonly title: string
  readonly kind: MissionKind
  /** The catalogue game a wager mission counts, which its 'Place bet' opens. */
  readonly game: { readonly gameId: string; readonly name: string } | null
  readonly progress: TaskProgress
  readonly rewardCents: number
  readonly complete: boolean
  readonly claimed: boolean
  readonly rule: string
}

export interface MissionList {
  readonly resetsAt: Date
  readonly rule: string
  readonly missions: readonly PlayerMission[]
}

export interface PlayerMissions {
  readonly daily: MissionList
  readonly weekly: MissionList
}

/** The promotions any visitor may read: the join code and the happy-hour windows, each with its rule. */
export interface PublicPromotions {
  readonly join: { readonly code: string; readonly amountCents: number; readonly rule: string }
  readonly happyHour: { readonly windows: readonly HappyHourWindow[]; readonly boost: HappyHourBoost; readonly rule: string }
}

export interface Promotions {
  readonly terms: () => TE.TaskEither<GatewayError, PublicPromotions>
  readonly missions: () => TE.TaskEither<GatewayError, PlayerMissions>
  /** Claims a completed mission's reward; answers the server's message. */
  readonly claim: (missionId: string) => TE.TaskEither<GatewayError, string>
}
