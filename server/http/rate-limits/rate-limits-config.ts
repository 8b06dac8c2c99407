/** What a limit guards: each route that needs one names it (route config `rateLimited`). */
export type RateLimitName =
  | 'registration'
  | 'deposit'
  | 'withdrawal'
  | 'streamTicket'
  | 'supportMessage'
  | 'playBreak'
  | 'twoFactor'
  | 'signInCode'
  | 'accountSession'

/** Requests per window: per client address (counted before the token is read) and per player. */
export interface RateLimit {
  readonly perAddress: number
  readonly perPlayer?: number
}

export interface RateLimitsConfig {
  readonly windowMs: number
  readonly limits: Readonly<Record<RateLimitName, RateLimit>>
}

const count = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number of requests per hour, at least 1, not ${raw}`)
  return n
}

/**
 * Per hour. A player signs up once, starts a deposit or two a session and withdraws rarely; a
 * script does each hundreds of times. The per-player numbers sit far above the first and far
 * below the second: 30 deposits started (each a provider invoice) and 10 withdrawal requests (each
 * a payout to review). Per address they must also fit a carrier NAT, where many players share an
 * address: 20 sign-ups an hour from one address is still a handful of households' worth, while
 * a bonus farmer gets $200 an hour instead of everything at once; 10 players' worth of deposits
 * and withdrawals. Balance-stream tickets: a tab trades one every 5 minutes (a stream's lifetime)
 * and on every reconnect, so 300 a player is a dozen tabs on a flaky network, and 3,000 an address
 * a carrier NAT's worth; a script minting tickets to hold sockets open is stopped far sooner. A support conversation is typed by a person: 120 messages an hour is two a minute for an hour,
 * more than anyone asking for help writes, and far too few to flood operators. Other reads
 * (balances) are not limited here; deposit status polls have their own short window
 * (server/payments/http/deposit-status-polls.ts).
 */
export function readRateLimitsConfig(env: NodeJS.ProcessEnv = process.env): RateLimitsConfig {
  return {
    windowMs: 3_600_000,
    limits: {
      registration: { perAddress: count(env, 'RATE_LIMIT_REGISTRATIONS_PER_ADDRESS', 20) },
      deposit: {
        perPlayer: count(env, 'RATE_LIMIT_DEPOSITS_PER_PLAYER', 30),
        perAddress: count(env, 'RATE_LIMIT_DEPOSITS_PER_ADDRESS', 300),
      },
      withdrawal: {
        perPlayer: count(env, 'RATE_LIMIT_WITHDRAWALS_PER_PLAYER', 10),
        perAddress: count(env, 'RATE_LIMIT_WITHDRAWALS_PER_ADDRESS', 100),
      },
      supportMessage: {
        perPlayer: count(env, 'RATE_LIMIT_SUPPORT_MESSAGES_PER_PLAYER', 120),
        perAddress: count(env, 'RATE_LIMIT_SUPPORT_MESSAGES_PER_ADDRESS', 1200),
      },
      // Each asks for the password: a guess the login throttle does not see.
      playBreak: {
        perPlayer: count(env, 'RATE_LIMIT_PLAY_BREAKS_PER_PLAYER', 10),
        perAddress: count(env, 'RATE_LIMIT_PLAY_BREAKS_PER_ADDRESS', 100),
      },
      // Enrolling, confirming and turning off two-factor sign-in: a few a year, each a code guess.
      twoFactor: {
        perPlayer: count(env, 'RATE_LIMIT_TWO_FACTOR_PER_PLAYER', 20),
        perAddress: count(env, 'RATE_LIMIT_TWO_FACTOR_PER_ADDRESS', 200),
      },
      // The code step of a sign-in: each needs a fresh password step, which the login throttle counts per account.
      signInCode: { perAddress: count(env, 'RATE_LIMIT_SIGN_IN_CODES_PER_ADDRESS', 300) },
      // Ending a sign-in is one write; a person ends a few, a script looping on 404s is stopped.
      accountSession: {
        perPlayer: count(env, 'RATE_LIMIT_SESSION_ENDS_PER_PLAYER', 60),
        perAddress: count(env, 'RATE_LIMIT_SESSION_ENDS_PER_ADDRESS', 600),
      },
      streamTicket: {
        perPlayer: count(env, 'RATE_LIMIT_STREAM_TICKETS_PER_PLAYER', 300),
        perAddress: count(env, 'RATE_LIMIT_STREAM_TICKETS_PER_ADDRESS', 3000),
      },
    },
  }
}
