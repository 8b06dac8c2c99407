import { PLINKO_MULTIPLIERS_X100, PLINKO_ROWS } from './plinko'
import { type PlinkoRisk } from './play-choices.rules'
import { CRASH_RTP } from './crash'
import { SLOT_REELS, SLOT_STOPS, SLOT_SYMBOL_COUNTS, SLOT_SYMBOLS } from './slot-paytable'
import { evaluateLine } from './slot'

/**
 * Exact return to player of the slot: each payline reads one row of each reel, every row of a
 * reel shows each symbol with its strip frequency and the reels are independent, so every line's
 * expectation is the same and the spin's RTP is one line's expected pay in line bets.
 */
export const slotRtp = (): number => {
  let expected = 0
  const symbols = new Array<number>(SLOT_REELS).fill(0)
  for (let combo = 0; combo < SLOT_SYMBOLS ** SLOT_REELS; combo++) {
    let rest = combo
    let probability = 1
    for (let reel = 0; reel < SLOT_REELS; reel++) {
      symbols[reel] = rest % SLOT_SYMBOLS
      rest = Math.floor(rest / SLOT_SYMBOLS)
      probability *= SLOT_SYMBOL_COUNTS[reel]![symbols[reel]!]! / SLOT_STOPS
    }
    if (probability > 0) expected += probability * evaluateLine(symbols).pays
  }
  return expected
}

const binomial = (n: number, k: number): number => {
  let c = 1
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i
  return c
}

/** Exact Plinko RTP: the ball lands in bin k with probability C(rows, k) / 2^rows. */
export const plinkoRtp = (risk: PlinkoRisk): number =>
  PLINKO_MULTIPLIERS_X100[risk].reduce((sum, m, bin) => sum + (binomial(PLINKO_ROWS, bin) * m) / 100, 0) / 2 ** PLINKO_ROWS

/** Crash pays target * P(crash >= target) = 0.97 for any target (see crash.ts). */
export const crashRtp = (): number => CRASH_RTP

/** "96.11%": how the game page publishes a rate. */
export const formatRtp = (rtp: number): string => `${(rtp * 100).toFixed(2)}%`
