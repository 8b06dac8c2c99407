import type { RandomSource } from '../../src/core/shared/random.port'

/** Answers the given draws in turn (each taken modulo the asked range), cycling. */
export const fixedRandom = (draws: readonly number[]): RandomSource => {
  let i = 0
  return { nextInt: (max) => (draws[i++ % draws.length] ?? 0) % max }
}
