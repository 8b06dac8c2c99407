import type { FairDigest } from './digest'
import type { PlinkoRisk } from './play-choices.rules'

export const PLINKO_ROWS = 12

const mirrored = (half: readonly number[]): readonly number[] => [...half, ...half.slice(0, -1).reverse()]

/**
 * Multipliers of the 13 bins in hundredths (159 = 1.59x), left to right. Tuned so each risk
 * returns 97.00% (see rtp.ts); a win is rounded down to the cent.
 */
export const PLINKO_MULTIPLIERS_X100: Readonly<Record<PlinkoRisk, readonly number[]>> = {
  low: mirrored([800, 300, 159, 130, 110, 98, 50]),
  medium: mirrored([2400, 1000, 420, 200, 110, 50, 40]),
  high: mirrored([17000, 2400, 801, 201, 62, 20, 20]),
}

export interface PlinkoOutcome {
  /** One step per row: 0 falls left of the peg, 1 right. */
  readonly path: readonly (0 | 1)[]
  /** Landing bin, 0 (far left) to PLINKO_ROWS: the number of right steps. */
  readonly bin: number
  readonly multiplierX100: number
}

/** Row r uses digest byte r: its top bit is a fair coin. */
export const plinkoOutcome = (digest: FairDigest, risk: PlinkoRisk): PlinkoOutcome => {
  const path = Array.from({ length: PLINKO_ROWS }, (_, row) => (digest[row]! >= 128 ? 1 : 0) as 0 | 1)
  const bin = path.reduce<number>((sum, step) => sum + step, 0)
  return { path, bin, multiplierX100: PLINKO_MULTIPLIERS_X100[risk][bin]! }
}
