/** Request counts of the rate limits, one row per limit and subject, shared by every API process. */
export interface RateLimitsTables {
  rate_limit_counters: {
    /** `<limit>:<address|player>:<subject>`. */
    key: string
    hits: number
    /** The end of the current window; a hit after it starts a new window. */
    expires_at: Date
  }
}
