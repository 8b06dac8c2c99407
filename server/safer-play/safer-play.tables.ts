import type { ColumnType } from 'kysely'
import type { BreakKind } from '../../src/core/safer-play/exclusion.rules'
import type { RealityCheckMinutes } from '../../src/core/safer-play/reality-check.rules'
import type { LimitKind } from '../../src/core/safer-play/limits.rules'
import type { LimitPeriod } from '../../src/core/safer-play/limit-periods.rules'

export interface SaferPlayTables {
  safer_play_limits: {
    user_id: number
    kind: LimitKind
    period: LimitPeriod
    cents: number | null
    next_cents: number | null
    next_at: Date | null
    updated_at: ColumnType<Date, Date | undefined, Date>
  }
  safer_play_settings: {
    user_id: number
    reality_check_minutes: RealityCheckMinutes
  }
  play_breaks: {
    user_id: number
    kind: BreakKind
    started_at: Date
    ends_at: Date | null
  }
}
