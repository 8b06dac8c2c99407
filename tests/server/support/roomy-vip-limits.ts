/**
 * Tests withdraw from one player many times a day: daily withdrawal limits far above what any test
 * does. tests/server/vip sets the real ones.
 */
export const ROOMY_VIP_LIMITS = {
  VIP_LEVEL_ZERO_LIMIT_CENTS: '1000000000',
  VIP_DAILY_WITHDRAWAL_LIMIT_CENTS: '1000000000,1000000000,1000000000',
} as const
