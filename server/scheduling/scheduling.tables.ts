import type { Generated } from 'kysely'

export interface SchedulingTables {
  scheduled_passes: {
    name: string
    holder: string | null
    lease_until: Date | null
    last_started_at: Date | null
    last_finished_at: Date | null
    last_error: string | null
    last_duration_ms: number | null
    runs: Generated<number>
  }
}
