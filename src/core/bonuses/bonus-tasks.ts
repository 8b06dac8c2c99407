import type { BonusTask } from './bonus-task'

/** The static bonus targets (docs/product/constants.md#bonuses): $100.00 wagered and 50:00 minutes online. */
export const WAGER_TARGET_CENTS = 10_000
export const ONLINE_TARGET_SECONDS = 50 * 60

/**
 * The progress list that the Daily and the Weekly bonus pages both show
 * (docs/product/screens-and-routes.md#daily-and-weekly). It is a static preview: nothing here
 * tracks the player's real play yet.
 */
export const BONUS_TASKS: readonly BonusTask[] = [
  { id: 'login-1-day', title: 'Login for 1 Day', art: 'login', progress: { unit: 'steps', done: 1, target: 1 } },
  { id: 'chilli-heat', title: 'Chilli Heat', art: 'chilli', progress: { unit: 'cents', done: 0, target: WAGER_TARGET_CENTS } },
  { id: 'buffalo-king', title: 'Buffalo King', art: 'buffalo', progress: { unit: 'cents', done: 0, target: WAGER_TARGET_CENTS } },
  {
    id: 'online-45-min',
    title: '45 min online',
    art: 'clock',
    progress: { unit: 'seconds', done: 25 * 60, target: ONLINE_TARGET_SECONDS },
  },
]
