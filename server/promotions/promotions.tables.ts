import type { ColumnType } from 'kysely'

export interface PromotionTables {
  /** The operator's promotion settings, one JSON document per key (promotion-settings.ts). */
  promotion_settings: {
    key: string
    value: ColumnType<unknown, string, string>
    updated_at: Date
    updated_by: number | null
  }
}
