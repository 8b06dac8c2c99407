import * as E from 'fp-ts/Either'
import type { PromotionKey, PromotionSettings } from '../../src/contracts/promotions.contract'
import { missionsProblem, windowsProblem } from '../../src/core/bonuses/promotion-settings.rules'
import { referralTermsProblem } from '../../src/core/affiliates/referral-settings.rules'
import { vipTermsProblem } from '../../src/core/vip/vip-settings.rules'
import { referralTermsOf } from '../referrals/referral-terms'
import { vipTermsOf } from '../vip/vip-terms'
import type { Db } from '../db/database'
import type { AuditLog } from '../operator/audit-log.port'
import { happyHourOf } from './happy-hour'
import { definitionOf } from './missions'
import type { PromotionSettingsStore } from './promotion-settings'

export interface SetPromotionRequest<K extends PromotionKey> {
  readonly operatorId: number
  readonly address: string
  readonly key: K
  readonly value: PromotionSettings[K]
  readonly reason: string
}

/** One setting's new value and the operator's reason, whichever setting it is. */
export type PromotionChange = { [K in PromotionKey]: Pick<SetPromotionRequest<K>, 'key' | 'value' | 'reason'> }[PromotionKey]

export type SetPromotionError = { readonly _tag: 'Invalid'; readonly message: string }

/**
 * An operator replaces one promotion's setting: checked beyond its codec (the rules' own problems,
 * games that exist), then written with its audit entry (before and after) in one transaction,
 * and this process's cache is cleared at once.
 */
export const makeSetPromotion =
  (deps: { readonly db: Db; readonly audit: AuditLog; readonly settings: PromotionSettingsStore }) =>
  async <K extends PromotionKey>(r: SetPromotionRequest<K>): Promise<E.Either<SetPromotionError, PromotionSettings>> => {
    const problem = await problemOf(deps.db, r.key, r.value)
    if (problem !== null) return E.left({ _tag: 'Invalid', message: problem })
    const before = (await deps.settings.current())[r.key]
    await deps.db.transaction().execute(async (trx) => {
      await deps.settings.write(trx, r.key, r.value, r.operatorId)
      await deps.audit.record(trx, {
        operatorId: r.operatorId,
        via: 'api',
        action: 'promotions.changed',
        target: { type: 'promotion', id: r.key },
        before,
        after: r.value,
        reason: r.reason,
        address: r.address,
      })
    })
    deps.settings.forget()
    return E.right(await deps.settings.current())
  }

async function problemOf<K extends PromotionKey>(db: Db, key: K, value: PromotionSettings[K]): Promise<string | null> {
  if (key === 'happy_hour') {
    const { windows } = happyHourOf({ happy_hour: value } as PromotionSettings)
    return windowsProblem(windows)
  }
  if (key === 'vip') return vipTermsProblem(vipTermsOf({ vip: value as PromotionSettings['vip'] }))
  if (key === 'referral') return referralTermsProblem(referralTermsOf({ referral: value as PromotionSettings['referral'] }))
  if (key !== 'missions') return null
  const missions = value as PromotionSettings['missions']
  const daily = missions.daily.map(definitionOf)
  const weekly = missions.weekly.map(definitionOf)
  const problem = missionsProblem(daily, weekly)
  if (problem !== null) return problem
  const gameIds = [...new Set([...daily, ...weekly].flatMap((m) => (m.gameId ? [m.gameId] : [])))]
  if (gameIds.length === 0) return null
  const found = await db.selectFrom('games').select('game_id').where('game_id', 'in', gameIds).execute()
  const missing = gameIds.filter((id) => !found.some((f) => f.game_id === id))
  return missing.length === 0 ? null : `No game of the catalogue has the id ${missing.join(', ')}.`
}
