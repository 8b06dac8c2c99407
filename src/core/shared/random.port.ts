/** Randomness for ids the core makes (never Math.random in the core, so tests can pin it). */
export interface RandomSource {
  /** A uniformly distributed integer in [0, maxExclusive). */
  readonly nextInt: (maxExclusive: number) => number
}
