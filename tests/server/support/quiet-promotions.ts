/**
 * No happy hour unless a test opens one: a deposit boosted by the default 18:00-19:00 UTC window
 * would make a withdrawal in a test run at that hour ask to forfeit the boost.
 */
export const QUIET_PROMOTIONS = { HAPPY_HOUR_WINDOWS: '' } as const
