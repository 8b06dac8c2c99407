import * as E from 'fp-ts/Either'
import type { MissionSetting, PromotionSettings } from '../../src/contracts/promotions.contract'
import {
  claimKey,
  isMissionComplete,
  missionProgress,
  missionSentence,
  periodEnd,
  periodStart,
  resetSentence,
  type MissionDefinition,
  type MissionPeriod,
  type PlayFacts,
} from '../../src/core/bonuses/missions.rules'
import type { Clock } from '../../src/core/shared/clock.port'
import type * as t from 'io-ts'
import type { Db } from '../db/database'
import type { GrantedBonus } from '../ledger/bonus-grant.types'
import type { Ledger } from '../ledger/ledger.port'
import { playFacts } from './mission-facts.query'
import type { PromotionSettingsStore } from './promotion-settings'
import { promotionsAllowed } from '../safer-play/play-breaks'

/** Mission rewards expire like other grants: 30 days after the claim. */
const REWARD_EXPIRY_DAYS = 30

export const definitionOf = (m: t.TypeOf<typeof MissionSetting>): MissionDefinition => ({
  id: m.id,
  title: m.title,
  kind: m.kind,
  target: m.target,
  gameId: m.game_id,
  rewardCents: m.reward_cents,
  wageringMultiple: m.wagering_multiple,
})

export interface MissionView {
  readonly mission: MissionDefinition
  readonly game: { readonly gameId: string; readonly name: string } | null
  readonly progress: ReturnType<typeof missionProgress>
  readonly complete: boolean
  readonly claimed: boolean
  readonly rule: string
}

export interface MissionList {
  readonly resetsAt: Date
  readonly rule: string
  readonly missions: readonly MissionView[]
}

export type ClaimError = { readonly _tag: 'UnknownMission' } | { readonly _tag: 'NotFinished' } | { readonly _tag: 'PromotionsStopped' }

const PERIODS: readonly MissionPeriod[] = ['daily', 'weekly']

const missionsOf = (settings: PromotionSettings, period: MissionPeriod) => settings.missions[period].map(definitionOf)

/** The player's missions with their progress in the current periods, and the claim that pays a completed one once per period. */
export function makeMissions(deps: {
  readonly db: Db
  readonly ledger: Ledger
  readonly clock: Clock
  readonly settings: PromotionSettingsStore
}) {
  const factsFor = (userId: number, now: Date, period: MissionPeriod): Promise<PlayFacts> =>
    playFacts(deps.db, userId, periodStart(now, period), periodEnd(now, period))

  const list = async (userId: number): Promise<Record<MissionPeriod, MissionList>> => {
    const now = deps.clock.now()
    const settings = await deps.settings.current()
    const all = PERIODS.flatMap((p) => missionsOf(settings, p))
    const gameIds = [...new Set(all.flatMap((m) => (m.gameId ? [m.gameId] : [])))]
    const keys = PERIODS.flatMap((p) => missionsOf(settings, p).map((m) => claimKey(userId, m.id, now, p)))
    const [games, claimed, ...facts] = await Promise.all([
      gameIds.length === 0 ? [] : deps.db.selectFrom('games').select(['game_id', 'name']).where('game_id', 'in', gameIds).execute(),
      keys.length === 0 ? [] : deps.db.selectFrom('bonus_grants').select('grant_key').where('grant_key', 'in', keys).execute(),
      ...PERIODS.map((p) => factsFor(userId, now, p)),
    ])
    const names = new Map(games.map((g) => [g.game_id, g.name]))
    const claimedKeys = new Set(claimed.map((c) => c.grant_key))
    const out = {} as Record<MissionPeriod, MissionList>
    PERIODS.forEach((period, i) => {
      const f = facts[i] as PlayFacts
      out[period] = {
        resetsAt: periodEnd(now, period),
        rule: resetSentence(period),
        missions: missionsOf(settings, period).map((m) => {
          const name = m.gameId ? (names.get(m.gameId) ?? null) : null
          return {
            mission: m,
            game: m.gameId && name ? { gameId: m.gameId, name } : null,
            progress: missionProgress(m, f),
            complete: isMissionComplete(m, f),
            claimed: claimedKeys.has(claimKey(userId, m.id, now, period)),
            rule: missionSentence(m, name),
          }
        }),
      }
    })
    return out
  }

  /**
   * Pays a completed mission's reward as a grant of its own kind. The period is the one of this
   * instant; the grant's key (player, mission, period) makes any retry or a claim racing it pay once.
   */
  const claim = async (userId: number, missionId: string): Promise<E.Either<ClaimError, GrantedBonus>> => {
    const now = deps.clock.now()
    const settings = await deps.settings.current()
    const period = PERIODS.find((p) => missionsOf(settings, p).some((m) => m.id === missionId))
    const mission = period && missionsOf(settings, period).find((m) => m.id === missionId)
    if (period === undefined || mission === undefined) return E.left({ _tag: 'UnknownMission' })
    if (!isMissionComplete(mission, await factsFor(userId, now, period))) return E.left({ _tag: 'NotFinished' })
    const granted = await deps.db.transaction().execute(async (trx) =>
      !(await promotionsAllowed(trx, userId, now))
        ? null
        : deps.ledger.within(trx).grantBonus({
            userId,
            promotion: 'mission',
            grantKey: claimKey(userId, mission.id, now, period),
            kind: 'mission_reward',
            terms: { amountCents: mission.rewardCents, wageringMultiple: mission.wageringMultiple, expiryDays: REWARD_EXPIRY_DAYS },
          }),
    )
    return granted === null ? E.left({ _tag: 'PromotionsStopped' }) : E.right(granted)
  }

  return { list, claim }
}

export type Missions = ReturnType<typeof makeMissions>
