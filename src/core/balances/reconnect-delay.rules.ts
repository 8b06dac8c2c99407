/** How long to wait before reconnecting: doubling from `firstMs` up to `maxMs`. */
export interface Backoff {
  readonly firstMs: number
  readonly maxMs: number
}

/**
 * The wait before the `attempt`-th reconnection in a row (1 for the first). `jitter` in [0, 1)
 * takes up to half the wait off, so tabs dropped together by a server restart do not all come
 * back in the same instant.
 */
export const reconnectDelayMs = (attempt: number, backoff: Backoff, jitter: number): number => {
  const full = Math.min(backoff.maxMs, backoff.firstMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(full * (1 - Math.min(Math.max(jitter, 0), 0.999) / 2))
}
