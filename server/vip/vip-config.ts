import { DEFAULT_WAGERING_MULTIPLE } from '../../src/core/bonuses/bonus-grants.rules'
import { LEVEL_ZERO_DAILY_LIMIT_CENTS, VIP_LEVELS, type VipTerms } from '../../src/core/vip/vip-levels'

/**
 * The VIP levels' default terms (docs/product/vip-and-referrals.md), from the environment; the
 * specification's by default. They hold until an operator saves the VIP setting in the console.
 */
export interface VipConfig extends VipTerms {
  /** VIP_LEVEL_BONUS_EVERY_SECONDS (600): how often the pass pays the level bonuses of players who did not read their level. */
  readonly passEveryMs: number
}

/** A comma-separated list of cents, one per level, or the defaults when unset. */
const centsList = (env: NodeJS.ProcessEnv, name: string, fallback: readonly number[]): readonly number[] => {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const list = raw.split(',').map((p) => Number(p.trim()))
  if (list.length !== fallback.length || !list.every((n) => Number.isSafeInteger(n) && n > 0 && n <= 100_000_000_00))
    throw new Error(`${name} must be ${fallback.length} amounts in cents separated by commas, not: ${raw}`)
  return list
}

/**
 * VIP_WAGERED_CENTS, VIP_DAILY_WITHDRAWAL_LIMIT_CENTS and VIP_BONUS_CENTS (three each, levels I to
 * III) and VIP_LEVEL_ZERO_LIMIT_CENTS; tests make them small.
 */
export function readVipConfig(env: NodeJS.ProcessEnv): VipConfig {
  const wagered = centsList(
    env,
    'VIP_WAGERED_CENTS',
    VIP_LEVELS.map((l) => l.wageredCents),
  )
  if (wagered.some((w, i) => i > 0 && w <= (wagered[i - 1] ?? 0))) throw new Error('VIP_WAGERED_CENTS must rise from level to level')
  const limits = centsList(
    env,
    'VIP_DAILY_WITHDRAWAL_LIMIT_CENTS',
    VIP_LEVELS.map((l) => l.dailyWithdrawalLimitCents),
  )
  const bonuses = centsList(
    env,
    'VIP_BONUS_CENTS',
    VIP_LEVELS.map((l) => l.bonusCents),
  )
  const zero = centsList(env, 'VIP_LEVEL_ZERO_LIMIT_CENTS', [LEVEL_ZERO_DAILY_LIMIT_CENTS])[0] ?? LEVEL_ZERO_DAILY_LIMIT_CENTS
  const multiple = Number(env.VIP_BONUS_WAGERING_MULTIPLE?.trim() || DEFAULT_WAGERING_MULTIPLE)
  if (!Number.isFinite(multiple) || multiple < 0 || multiple > 1000) throw new Error('VIP_BONUS_WAGERING_MULTIPLE is out of range')
  const every = Number(env.VIP_LEVEL_BONUS_EVERY_SECONDS?.trim() || 600)
  if (!Number.isInteger(every) || every < 1) throw new Error('VIP_LEVEL_BONUS_EVERY_SECONDS must be a whole number of seconds')
  return {
    levels: VIP_LEVELS.map((l, i) => ({
      ...l,
      wageredCents: wagered[i] ?? l.wageredCents,
      dailyWithdrawalLimitCents: limits[i] ?? l.dailyWithdrawalLimitCents,
      bonusCents: bonuses[i] ?? l.bonusCents,
    })),
    levelZeroLimitCents: zero,
    bonusWageringMultiple: multiple,
    passEveryMs: every * 1000,
  }
}
