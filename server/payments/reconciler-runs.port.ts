/** One pass of a reconciler: what it looked at and what it changed (an operator's screen shows the last one). */
export interface ReconcilerRun {
  readonly name: string
  readonly startedAt: Date
  readonly finishedAt: Date
  readonly examined: number
  readonly changed: number
  /** Withdrawals it could not settle this time (the gateway did not answer, or an error). */
  readonly failed: number
  /** Why the pass itself stopped early, if it did. */
  readonly error: string | null
}

/** Where each reconciler's last run is kept, for every API process and the operator to read. */
export interface ReconcilerRuns {
  readonly record: (run: ReconcilerRun) => Promise<void>
  readonly last: (name: string) => Promise<ReconcilerRun | null>
}
