/** How accounts behave: token lifetime, password hashing cost, login throttling. */
export interface AccountsConfig {
  readonly tokenTtlMs: number
  /** Argon2id cost; the default is OWASP's (m=19456 KiB, t=2, p=1). Tests may lower it. */
  readonly argon2: { readonly memoryCost: number; readonly timeCost: number; readonly parallelism: number }
  readonly throttle: {
    readonly maxFailuresPerAccount: number
    readonly maxFailuresPerAddress: number
    readonly windowMs: number
  }
}

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000

const positiveInt = (env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer of at least ${min}, not ${raw}`)
  return n
}

/** Reads the environment once, at start; a bad value stops the start with a clear message. */
export function readAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  return {
    tokenTtlMs: positiveInt(env, 'ACCESS_TOKEN_TTL_HOURS', 24 * 7) * HOUR_MS,
    argon2: {
      memoryCost: positiveInt(env, 'ARGON2_MEMORY_KIB', 19_456, 8),
      timeCost: positiveInt(env, 'ARGON2_TIME_COST', 2),
      parallelism: 1,
    },
    throttle: {
      maxFailuresPerAccount: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 10),
      maxFailuresPerAddress: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 10),
      windowMs: positiveInt(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15) * MINUTE_MS,
    },
  }
}
