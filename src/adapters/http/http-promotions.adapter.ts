import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { ClaimMission, GetPromotions, ListMissions } from '../../contracts/promotions.contract'
import type { MissionList, Promotions } from '../../core/bonuses/promotions.port'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

type ListWire = Parameters<typeof ListMissions.response.encode>[0]['daily']

const listOf = (l: ListWire): MissionList => ({
  resetsAt: new Date(l.resets_at),
  rule: l.rule,
  missions: l.missions.map((m) => ({
    id: m.id,
    title: m.title,
    kind: m.kind,
    game: m.game && { gameId: m.game.game_id, name: m.game.name },
    progress: { unit: m.unit, done: m.done, target: m.target },
    rewardCents: m.reward_cents,
    complete: m.complete,
    claimed: m.claimed,
    rule: m.rule,
  })),
})

export const httpPromotions = (http: HttpClient): Promotions => {
  const call = callEndpoint(http)
  return {
    terms: () =>
      pipe(
        call(GetPromotions, {}),
        TE.map((a) => ({
          join: { code: a.join.code, amountCents: a.join.amount_cents, rule: a.join.rule },
          happyHour: {
            windows: a.happy_hour.windows.map((w) => ({ startMinute: w.start_minute, endMinute: w.end_minute })),
            boost: { percent: a.happy_hour.percent, capCents: a.happy_hour.cap_cents, wageringMultiple: a.happy_hour.wagering_multiple },
            rule: a.happy_hour.rule,
          },
        })),
      ),
    missions: () =>
      pipe(
        call(ListMissions, {}),
        TE.map((a) => ({ daily: listOf(a.daily), weekly: listOf(a.weekly) })),
      ),
    claim: (missionId) =>
      pipe(
        call(ClaimMission, { params: { id: missionId }, body: null }),
        TE.map((a) => a.message),
      ),
  }
}
