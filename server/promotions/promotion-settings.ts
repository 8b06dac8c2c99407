import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import type { Kysely, Transaction } from 'kysely'
import { PROMOTION_SETTINGS, type PromotionKey, type PromotionSettings } from '../../src/contracts/promotions.contract'
import type { Clock } from '../../src/core/shared/clock.port'
import type { Database, Db } from '../db/database'

/** How long another API process may serve a setting changed elsewhere: the writer's own cache is cleared at once. */
const CACHE_MS = 5_000

/**
 * The operator's promotion settings: one row per key of PROMOTION_SETTINGS, each decoded by its
 * own codec; a key without a row (or whose row no longer decodes) is its default. A new
 * promotion (VIP levels, a referral rate) is one more key and codec and default: the table does
 * not change. Reads are cached for a few seconds; a write clears this process's cache.
 */
export interface PromotionSettingsStore {
  /**
   * `via` is the caller's transaction when it holds one: on PGlite (one connection) a read beside
   * an open transaction would wait for it for ever.
   */
  readonly current: (via?: Kysely<Database>) => Promise<PromotionSettings>
  /**
   * Every setting read now through the caller's transaction, bypassing the cache: for a rule
   * checked inside a transaction that must not wait on a read in flight on another connection
   * (on PGlite that read waits for the transaction: neither would end), and that must see a
   * change at once (the daily withdrawal limit).
   */
  readonly within: (trx: Kysely<Database>) => Promise<PromotionSettings>
  /** Writes one key inside the caller's transaction (with its audit entry); the value was decoded already. */
  readonly write: <K extends PromotionKey>(
    trx: Transaction<Database>,
    key: K,
    value: PromotionSettings[K],
    operatorId: number,
  ) => Promise<void>
  readonly forget: () => void
}

export function dbPromotionSettings(deps: {
  readonly db: Db
  readonly clock: Clock
  readonly defaults: PromotionSettings
}): PromotionSettingsStore {
  let cached: { at: number; value: Promise<PromotionSettings> } | null = null
  const load = async (via: Kysely<Database>): Promise<PromotionSettings> => {
    const rows = await via.selectFrom('promotion_settings').select(['key', 'value']).execute()
    const out: Record<string, unknown> = { ...deps.defaults }
    for (const row of rows) {
      const codec = (PROMOTION_SETTINGS as Readonly<Record<string, t.Mixed>>)[row.key]
      if (codec === undefined) continue
      const decoded: t.Validation<unknown> = codec.decode(typeof row.value === 'string' ? JSON.parse(row.value) : row.value)
      if (E.isRight(decoded)) out[row.key] = decoded.right
    }
    return out as unknown as PromotionSettings
  }
  return {
    current: (via = deps.db) => {
      const now = Date.now()
      if (cached === null || now - cached.at > CACHE_MS) {
        const value = load(via)
        cached = { at: now, value }
        value.catch(() => {
          if (cached?.value === value) cached = null
        })
      }
      return cached.value
    },
    within: (trx) => load(trx),
    write: async (trx, key, value, operatorId) => {
      const json = JSON.stringify(PROMOTION_SETTINGS[key].encode(value as never))
      const at = deps.clock.now()
      await trx
        .insertInto('promotion_settings')
        .values({ key, value: json, updated_at: at, updated_by: operatorId })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: at, updated_by: operatorId }))
        .execute()
    },
    forget: () => {
      cached = null
    },
  }
}

export interface PromotionUpdate {
  readonly key: string
  readonly updatedAt: Date
  readonly updatedBy: string | null
}

/** When each key was last set, and by which operator (by username): the console shows it beside each form. */
export const promotionUpdates = (db: Db): Promise<readonly PromotionUpdate[]> =>
  db
    .selectFrom('promotion_settings as s')
    .leftJoin('users as u', 'u.id', 's.updated_by')
    .select(['s.key', 's.updated_at as updatedAt', 'u.username as updatedBy'])
    .orderBy('s.key')
    .execute()
