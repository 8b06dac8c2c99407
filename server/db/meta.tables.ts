import type { Generated } from 'kysely'

export interface MetaTables {
  app_meta: { key: string; value: string; updated_at: Generated<Date> }
}
