import type * as TE from 'fp-ts/TaskEither'
import type { GrantTerms } from '../../bonuses/bonus-grants.rules'
import type { HappyHourBoost, HappyHourWindow } from '../../bonuses/happy-hour.rules'
import type { MissionDefinition } from '../../bonuses/missions.rules'
import type { GatewayError } from '../../shared/gateway-error'
import type { ReferralTerms } from '../../affiliates/referral-settings.rules'
import type { VipTerms } from '../../vip/vip-levels'

/** Every promotion the operator sets (docs/product/bonuses.md#in-the-operator-console). */
export interface PromotionSettings {
  readonly join: { readonly code: string } & GrantTerms
  readonly missions: { readonly daily: readonly MissionDefinition[]; readonly weekly: readonly MissionDefinition[] }
  readonly happyHour: { readonly windows: readonly HappyHourWindow[]; readonly boost: HappyHourBoost }
  readonly vip: VipTerms
  readonly referral: ReferralTerms
  /** The names of the games the missions name, by game id. */
  readonly gameNames: Readonly<Record<string, string>>
  /** When each setting was last changed and by whom; a key never set is its default. */
  readonly updated: readonly { readonly key: string; readonly at: string; readonly by: string | null }[]
}

export type PromotionChange =
  | { readonly key: 'join'; readonly value: PromotionSettings['join'] }
  | { readonly key: 'missions'; readonly value: PromotionSettings['missions'] }
  | { readonly key: 'happy_hour'; readonly value: PromotionSettings['happyHour'] }
  | { readonly key: 'vip'; readonly value: VipTerms }
  | { readonly key: 'referral'; readonly value: ReferralTerms }

export interface PromotionSettingsGateway {
  readonly load: () => TE.TaskEither<GatewayError, PromotionSettings>
  /** Replaces one setting (audited with the reason); answers every setting as it now is. */
  readonly save: (change: PromotionChange, reason: string) => TE.TaskEither<GatewayError, PromotionSettings>
}
