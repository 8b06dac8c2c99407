import { resolve } from 'node:path'
import type { DatabaseTarget } from './db/connect'
import { readRateLimitsConfig, type RateLimitsConfig } from './http/rate-limits/rate-limits-config'
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy'
import { readOperationsConfig, type OperationsConfig } from './operations/operations-config'
import { readPaymentsConfig, type PaymentsConfig } from './payments/payments-config'
import { readSchedulingConfig, type SchedulingConfig } from './scheduling/scheduling-config'
import { readBonusesConfig, type BonusesConfig } from './bonuses/bonuses-config'
import { readOperatorConfig, type OperatorConfig } from './operator/operator-config'
import { readReferralsConfig, type ReferralsConfig } from './referrals/referrals-config'
import { readVipConfig, type VipConfig } from './vip/vip-config'

export interface ServerConfig {
  readonly host: string
  readonly port: number
  readonly database: DatabaseTarget
  /** The built SPA (vite build output); the API still runs when it is missing. */
  readonly clientDir: string
  readonly logLevel: string
  /** Which proxies' X-Forwarded-For and X-Forwarded-Proto to believe (TRUST_PROXY). */
  readonly trustProxy: TrustProxy
  /** Sign-ups, deposits and withdrawal requests per hour, per address and per player. */
  readonly rateLimits: RateLimitsConfig
  /** The demo game provider's own listener: games run on another origin than the casino. */
  readonly gamePort: number
  /** Where players' browsers reach the game provider (GAME_ORIGIN, else http://localhost:GAME_PORT). */
  readonly gameOrigin: string
  /** Where the game provider reaches the casino's seamless-wallet API, server to server. */
  readonly casinoInternalUrl: string
  /** The seamless wallet's shared HMAC secret; unset, one is generated per install into app_meta. */
  readonly seamlessWalletSecret: string | undefined
  /** Speed and NOWPayments: live with their keys in the environment, else the built-in sandboxes. */
  readonly payments: PaymentsConfig
  /** Scheduled passes' leases: which process runs each, and how soon another takes over. */
  readonly scheduling: SchedulingConfig
  /** Metrics, draining and whether the game provider runs in this process. */
  readonly operations: OperationsConfig
  /** The join promotion's code and terms, and the bonus expiry pass. */
  readonly bonuses: BonusesConfig
  /** The bounds on operators' balance adjustments: the second operator's threshold and the daily cap. */
  readonly operator: OperatorConfig
  readonly vip: VipConfig
  readonly referrals: ReferralsConfig
}

const port = (raw: string | undefined, fallback: number): number => {
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`Not a port number: ${raw}`)
  return n
}

const origin = (name: string, raw: string): string => {
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) origin such as https://games.example.com, not: ${raw}`)
}

// The provider calls the casino on the same machine; a wildcard bind address is not a destination.
const loopbackFor = (host: string): string =>
  host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host

/** Reads the environment once, at start; a bad value stops the start with a clear message. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const database: DatabaseTarget = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: resolve(env.DATA_DIR ?? 'data') }
  return {
    host: env.HOST ?? '0.0.0.0',
    port: port(env.PORT, 3000),
    database,
    clientDir: resolve(env.CLIENT_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: readRateLimitsConfig(env),
    ...gameSettings(env),
    payments: readPaymentsConfig(env),
    scheduling: readSchedulingConfig(env),
    operations: readOperationsConfig(env),
    bonuses: readBonusesConfig(env),
    operator: readOperatorConfig(env),
    vip: readVipConfig(env),
    referrals: readReferralsConfig(env),
  }
}

function gameSettings(
  env: NodeJS.ProcessEnv,
): Pick<ServerConfig, 'gamePort' | 'gameOrigin' | 'casinoInternalUrl' | 'seamlessWalletSecret'> {
  const gamePort = port(env.GAME_PORT, 3001)
  const secret = env.SEAMLESS_WALLET_SECRET?.trim()
  if (secret !== undefined && secret !== '' && secret.length < 32) throw new Error('SEAMLESS_WALLET_SECRET must be at least 32 characters')
  return {
    gamePort,
    gameOrigin: env.GAME_ORIGIN ? origin('GAME_ORIGIN', env.GAME_ORIGIN) : `http://localhost:${gamePort}`,
    casinoInternalUrl: env.CASINO_INTERNAL_URL
      ? origin('CASINO_INTERNAL_URL', env.CASINO_INTERNAL_URL)
      : `http://${loopbackFor(env.HOST ?? '0.0.0.0')}:${port(env.PORT, 3000)}`,
    seamlessWalletSecret: secret === '' ? undefined : secret,
  }
}
