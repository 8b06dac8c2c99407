/**
 * Work an API process does on a timer rather than for a request: a reconciler, a sweep, an expiry.
 * Exactly one process runs a given pass at a time (server/scheduling/scheduler.ts), and a pass
 * must still be safe to run twice: a holder that stalls past its lease can overlap its successor.
 */
export interface ScheduledPass {
  /** Lower-case words joined by dashes: the lease's key, the metrics' label and the logs' name. */
  readonly name: string
  /** How long after a run starts the next one is due (on whichever process then holds the lease). */
  readonly everyMs: number
  /** One run. A rejection is logged and recorded as the run's error; the next run comes as usual. */
  readonly run: () => Promise<void>
}
