/**
 * How many changes to what the server holds this page knows of: each write it sent, and each
 * movement of the player's money the balance stream reported (a game round changes the bonus
 * grants and the transactions without a write from the page). An answer read before the latest
 * one may predate it.
 */
export interface KnownChanges {
  readonly count: () => number
}
