import { DEFAULT_EXPIRY_DAYS, DEFAULT_WAGERING_MULTIPLE, type GrantTerms } from '../../src/core/bonuses/bonus-grants.rules'
import { JOIN_PROMO_CODE } from '../../src/core/bonuses/join-promo'

/** The operator's terms for the bonuses (docs/product/bonuses.md), from the environment. */
export interface BonusesConfig {
  /** The code of the Join tab that, entered at sign-up, grants the join bonus (JOIN_PROMO_CODE). */
  readonly joinCode: string
  /** JOIN_BONUS_CENTS (1000), JOIN_BONUS_WAGERING_MULTIPLE (10), BONUS_EXPIRY_DAYS (30). */
  readonly joinTerms: GrantTerms
  /** How often the expiry pass looks for grants past their date (BONUS_EXPIRY_EVERY_SECONDS, 60). */
  readonly expiryEveryMs: number
  /**
   * Happy hour's windows until an operator sets them (HAPPY_HOUR_WINDOWS, UTC: "18:00-19:00" by
   * default, several separated by commas, empty for none), in minutes of the day.
   */
  readonly happyHourWindows: readonly { readonly start_minute: number; readonly end_minute: number }[]
}

const minuteOfDay = (text: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim())
  if (m === null) return null
  const [hours, minutes] = [Number(m[1]), Number(m[2])]
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null
}

function happyHourWindows(env: NodeJS.ProcessEnv): BonusesConfig['happyHourWindows'] {
  const raw = env.HAPPY_HOUR_WINDOWS ?? '18:00-19:00'
  if (raw.trim() === '') return []
  return raw.split(',').map((part) => {
    const [start, end] = part.split('-').map((t) => minuteOfDay(t))
    if (start === null || start === undefined || end === null || end === undefined || start === end)
      throw new Error(`HAPPY_HOUR_WINDOWS wants windows like 18:00-19:00, got: ${part}`)
    return { start_minute: start, end_minute: end }
  })
}

const number = (env: NodeJS.ProcessEnv, name: string, fallback: number, ok: (n: number) => boolean): number => {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isFinite(n) || !ok(n)) throw new Error(`${name} is out of range: ${raw}`)
  return n
}

export function readBonusesConfig(env: NodeJS.ProcessEnv): BonusesConfig {
  return {
    joinCode: env.JOIN_PROMO_CODE?.trim() || JOIN_PROMO_CODE,
    joinTerms: {
      amountCents: number(env, 'JOIN_BONUS_CENTS', 1000, (n) => Number.isSafeInteger(n) && n > 0 && n <= 100_000_00),
      wageringMultiple: number(env, 'JOIN_BONUS_WAGERING_MULTIPLE', DEFAULT_WAGERING_MULTIPLE, (n) => n >= 0 && n <= 1000),
      expiryDays: number(env, 'BONUS_EXPIRY_DAYS', DEFAULT_EXPIRY_DAYS, (n) => n > 0 && n <= 3650),
    },
    expiryEveryMs: number(env, 'BONUS_EXPIRY_EVERY_SECONDS', 60, (n) => Number.isInteger(n) && n >= 1) * 1000,
    happyHourWindows: happyHourWindows(env),
  }
}
