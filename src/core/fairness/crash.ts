import { unit52, type FairDigest } from './digest'
import { CRASH_MAX_X100, CRASH_MIN_CASHOUT_X100 } from './play-choices.rules'

/** The crash game's return to player, whatever the cash-out target. */
export const CRASH_RTP = 0.97
/** The multiplier doubles every 6 seconds. */
export const CRASH_GROWTH_PER_MS = Math.LN2 / 6000

/**
 * Where the round crashes, in hundredths (>= 100). With r uniform in [0, 1),
 * P(floor(97 / (1 - r)) >= k) = 97 / k, so a cash-out at k/100 pays k/100 with probability
 * 0.97 * 100 / k: 97% whatever the target. 1.00x is an instant crash (about 4% of rounds).
 */
export const crashPointX100 = (digest: FairDigest): number => {
  const raw = Math.floor(97 / (1 - unit52(digest)))
  return Math.min(CRASH_MAX_X100, Math.max(100, raw))
}

/** The multiplier shown `ms` after the round starts, in hundredths. */
export const crashMultiplierAt = (ms: number): number =>
  Math.min(CRASH_MAX_X100, Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, ms)) + 1e-9))

/** The first millisecond at which the multiplier shows `x100`. */
export const crashMsToReach = (x100: number): number => {
  let ms = Math.max(0, Math.floor(Math.log(x100 / 100) / CRASH_GROWTH_PER_MS) - 1)
  while (crashMultiplierAt(ms) < x100) ms++
  return ms
}

/**
 * The first millisecond at which the round has crashed: just past the crash point, so a cash-out
 * showing exactly the crash point still wins (as the 97% assumes). At the 1000x cap the round ends.
 */
export const crashEndMs = (crashX100: number): number =>
  crashX100 >= CRASH_MAX_X100 ? crashMsToReach(CRASH_MAX_X100) + 1 : crashMsToReach(crashX100 + 1)

/** A cash-out at `cashoutX100` wins when the round has not crashed below it; the win's multiplier. */
export const crashWinX100 = (crashX100: number, cashoutX100: number): number =>
  cashoutX100 >= CRASH_MIN_CASHOUT_X100 && cashoutX100 <= crashX100 ? cashoutX100 : 0
