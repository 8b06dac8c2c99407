import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { VipLevel } from './vip-levels'

/** The signed-in player's VIP standing from their own figures (docs/product/vip-and-referrals.md). */
export interface VipStatus {
  readonly level: number
  /** Real-money and bonus stakes together, less rolled-back bets. */
  readonly wageredCents: number
  readonly levels: readonly VipLevel[]
  readonly nextLevel: number | null
  /** The way to the next level in one sentence, as the server words it. */
  readonly nextLevelSentence: string
  readonly dailyWithdrawalLimitCents: number
  readonly withdrawnTodayCents: number
  /** When the day's limit starts again (00:00 UTC), ISO 8601. */
  readonly limitResetsAt: string
  /** Levels whose bonus this very read paid. */
  readonly paidNow: readonly number[]
}

export interface VipStatusReader {
  readonly read: () => TE.TaskEither<GatewayError, VipStatus>
}
