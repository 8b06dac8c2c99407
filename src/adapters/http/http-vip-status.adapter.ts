import { pipe } from 'fp-ts/function'
import * as TE from 'fp-ts/TaskEither'
import { ReadVipStatus } from '../../contracts/vip.contract'
import type { VipStatusReader } from '../../core/vip/vip-status'
import { callEndpoint } from './call-endpoint'
import type { HttpClient } from './http-client'

export const httpVipStatus = (http: HttpClient): VipStatusReader => ({
  read: () =>
    pipe(
      callEndpoint(http)(ReadVipStatus, {}),
      TE.map((a) => ({
        level: a.level,
        wageredCents: a.wagered_cents,
        levels: a.levels.map((l) => ({
          rank: l.rank,
          numeral: l.numeral,
          wageredCents: l.wagered_cents,
          dailyWithdrawalLimitCents: l.daily_withdrawal_limit_cents,
          bonusCents: l.bonus_cents,
        })),
        nextLevel: a.next_level,
        nextLevelSentence: a.next_level_sentence,
        dailyWithdrawalLimitCents: a.daily_withdrawal_limit_cents,
        withdrawnTodayCents: a.withdrawn_today_cents,
        limitResetsAt: a.limit_resets_at,
        paidNow: a.paid_now,
      })),
    ),
})
