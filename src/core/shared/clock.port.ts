/** The time, for rules and use cases that must not read it themselves (tests pin it). */
export interface Clock {
  readonly now: () => Date
}
