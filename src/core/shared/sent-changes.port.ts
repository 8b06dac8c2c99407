/**
 * How many changes (writes) this page has sent the server so far: an answer read before the
 * latest one may predate it.
 */
export interface SentChanges {
  readonly count: () => number
}
