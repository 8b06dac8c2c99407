/**
 * Ports a use case no longer calls but the composition root still hands in: the UI now says how
 * an outcome went and moves the player. Accepting them keeps the wiring compiling until it stops
 * passing them (issue 10); nothing reads them. Delete this type with that change.
 */
export interface RetiredDeps {
  readonly notifier?: unknown
  readonly navigation?: unknown
}
