/** How accounts behave: token lifetime, password hashing cost, login throttling. */
export interface AccountsConfig {
  readonly tokenTtlMs: number
  /** Argon2id cost; the default is OWASP's (m=19456 KiB, t=2, p=1). Tests may lower it. */
  readonly argon2: { readonly memoryCost: number; readonly timeCost: number; readonly parallelism: number }
  readonly throttle: ThrottleLimits
  /** How long a browser's device cookie counts after its last successful sign-in (login-devices.port.ts). */
  readonly deviceCookieMs: number
  /** TWO_FACTOR_KEY: seals players' TOTP secrets at rest (totp-secret-seal.ts); unset stores them as they are. */
  readonly twoFactorKey: string | undefined
}

/** Failed password checks allowed per window, by who failed (login-throttle.rules.ts). */
export interface ThrottleLimits {
  /** One account from one address: the owner's own typos, or one guesser aimed at one player. */
  readonly maxFailuresPerPair: number
  /** One account from every address it is not known at, together: a guesser with many addresses. */
  readonly maxFailuresPerAccount: number
  /** One address against every account it is not known for, together: a sprayer. */
  readonly maxFailuresPerAddress: number
  readonly windowMs: number
  /** How long an address stays known for an account after a successful login from it. */
  readonly knownAddressMs: number
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

/**
 * The defaults, per 15 minutes:
 * - 10 per account and address: more than any player retyping a forgotten password, and a lock
 *   that only ever holds the one address that failed (the owner's other addresses stay open).
 * - 10 per account from unknown addresses: the most guesses an attacker gets at one account
 *   however many addresses it has (what the old per-account lock allowed), while the owner at an
 *   address they logged in from in the last 30 days is never held back by it.
 * - 100 per address for accounts it is not known for: a carrier NAT fronts thousands of players,
 *   whose occasional typos at a new address must stay well under it, and its players' known
 *   accounts do not count at all; one address spraying passwords still gets 100 in 15 minutes.
 */
export function readAccountsConfig(env: NodeJS.ProcessEnv = process.env): AccountsConfig {
  return {
    tokenTtlMs: positiveInt(env, 'ACCESS_TOKEN_TTL_HOURS', 24 * 7) * HOUR_MS,
    argon2: {
      memoryCost: positiveInt(env, 'ARGON2_MEMORY_KIB', 19_456, 8),
      timeCost: positiveInt(env, 'ARGON2_TIME_COST', 2),
      parallelism: 1,
    },
    throttle: {
      maxFailuresPerPair: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_PAIR', 10),
      maxFailuresPerAccount: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT', 10),
      maxFailuresPerAddress: positiveInt(env, 'LOGIN_MAX_FAILURES_PER_ADDRESS', 100),
      windowMs: positiveInt(env, 'LOGIN_FAILURE_WINDOW_MINUTES', 15) * MINUTE_MS,
      knownAddressMs: positiveInt(env, 'LOGIN_KNOWN_ADDRESS_DAYS', 30) * 24 * HOUR_MS,
    },
    deviceCookieMs: positiveInt(env, 'LOGIN_DEVICE_DAYS', 180) * 24 * HOUR_MS,
    twoFactorKey: secretKey(env, 'TWO_FACTOR_KEY'),
  }
}

const secretKey = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const raw = env[name]?.trim()
  if (raw === undefined || raw === '') return undefined
  if (raw.length < 32) throw new Error(`${name} must be at least 32 characters`)
  return raw
}
