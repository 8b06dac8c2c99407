import { DEFAULT_ADJUSTMENT_LIMITS, type AdjustmentLimits } from '../../src/core/operator/adjustment-limits.rules'

/** What bounds operators (docs/operations.md): the adjustment limits, from the environment. */
export interface OperatorConfig {
  /** ADJUSTMENT_APPROVAL_ABOVE_CENTS (10000) and ADJUSTMENT_DAILY_CAP_CENTS (100000). */
  readonly adjustmentLimits: AdjustmentLimits
}

const cents = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`${name} must be a whole number of cents, 0 or more: ${raw}`)
  return n
}

export function readOperatorConfig(env: NodeJS.ProcessEnv): OperatorConfig {
  return {
    adjustmentLimits: {
      approvalAboveCents: cents(env, 'ADJUSTMENT_APPROVAL_ABOVE_CENTS', DEFAULT_ADJUSTMENT_LIMITS.approvalAboveCents),
      dailyCapCents: cents(env, 'ADJUSTMENT_DAILY_CAP_CENTS', DEFAULT_ADJUSTMENT_LIMITS.dailyCapCents),
    },
  }
}
