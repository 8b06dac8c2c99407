import type { PromotionSettings } from '../../src/contracts/promotions.contract'
import type { HappyHourBoost, HappyHourWindow } from '../../src/core/bonuses/happy-hour.rules'

/** The happy-hour setting in the core rules' terms. */
export const happyHourOf = (settings: PromotionSettings): { windows: readonly HappyHourWindow[]; boost: HappyHourBoost } => ({
  windows: settings.happy_hour.windows.map((w) => ({ startMinute: w.start_minute, endMinute: w.end_minute })),
  boost: {
    percent: settings.happy_hour.percent,
    capCents: settings.happy_hour.cap_cents,
    wageringMultiple: settings.happy_hour.wagering_multiple,
  },
})
