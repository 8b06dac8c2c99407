import { paymentsModeProblem } from './payments-mode.rules'

/**
 * Which payment providers run for real. With no key in the environment a provider runs as the
 * built-in sandbox; its webhook secret, when not given, is generated per install (app_meta).
 */
export type SpeedSettings =
  | { readonly mode: 'sandbox'; readonly webhookSecret: string | undefined }
  | { readonly mode: 'live'; readonly secretKey: string; readonly apiUrl: string; readonly webhookSecret: string | undefined }

/** NOWPayments' account login, for payouts (a JWT each time); the 2FA secret verifies them. */
export interface PayoutLogin {
  readonly email: string
  readonly password: string
  readonly totpSecret: string | undefined
}

export type NowPaymentsSettings =
  | { readonly mode: 'sandbox'; readonly ipnSecret: string | undefined }
  | {
      readonly mode: 'live'
      readonly apiKey: string
      readonly apiUrl: string
      readonly ipnSecret: string
      /** Unset: crypto withdrawals are refused as unavailable. */
      readonly payoutLogin: PayoutLogin | undefined
    }

export interface ReconcilerSettings {
  /** How often the withdrawal reconciler runs (it also runs at start). */
  readonly everyMs: number
  /** How long a withdrawal a request is still working on is left alone. */
  readonly graceMs: number
}

export interface PaymentsConfig {
  readonly speed: SpeedSettings
  readonly nowpayments: NowPaymentsSettings
  /** Where providers and players reach this site (callback and return links); required live, else each request's own origin. */
  readonly publicUrl: string | undefined
  readonly reconciler: ReconcilerSettings
}

export const SPEED_API_URL = 'https://api.tryspeed.com'
export const NOWPAYMENTS_API_URL = 'https://api.nowpayments.io/v1'

const value = (env: NodeJS.ProcessEnv, name: string): string | undefined => {
  const raw = env[name]?.trim()
  return raw === undefined || raw === '' ? undefined : raw
}

const httpUrl = (name: string, raw: string): string => {
  try {
    const url = new URL(raw)
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/$/, '')
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) URL, not: ${raw}`)
}

function speedSettings(env: NodeJS.ProcessEnv): SpeedSettings {
  const secretKey = value(env, 'SPEED_SECRET_KEY')
  const webhookSecret = value(env, 'SPEED_WEBHOOK_SECRET')
  if (webhookSecret !== undefined && !webhookSecret.startsWith('wsec_'))
    throw new Error('SPEED_WEBHOOK_SECRET must be the wsec_… secret of the webhook endpoint')
  if (secretKey === undefined) return { mode: 'sandbox', webhookSecret }
  if (!/^sk_(test|live)_/.test(secretKey)) throw new Error('SPEED_SECRET_KEY must be a Speed secret key (sk_test_… or sk_live_…)')
  return { mode: 'live', secretKey, apiUrl: httpUrl('SPEED_API_URL', value(env, 'SPEED_API_URL') ?? SPEED_API_URL), webhookSecret }
}

function nowPaymentsSettings(env: NodeJS.ProcessEnv): NowPaymentsSettings {
  const apiKey = value(env, 'NOWPAYMENTS_API_KEY')
  const ipnSecret = value(env, 'NOWPAYMENTS_IPN_SECRET')
  if (apiKey === undefined) return { mode: 'sandbox', ipnSecret }
  // Crypto deposits are credited only from signed IPNs: without the secret none could ever land.
  if (ipnSecret === undefined) throw new Error('NOWPAYMENTS_IPN_SECRET is required when NOWPAYMENTS_API_KEY is set')
  const email = value(env, 'NOWPAYMENTS_EMAIL')
  const password = value(env, 'NOWPAYMENTS_PASSWORD')
  if ((email === undefined) !== (password === undefined)) throw new Error('Set both NOWPAYMENTS_EMAIL and NOWPAYMENTS_PASSWORD, or neither')
  return {
    mode: 'live',
    apiKey,
    apiUrl: httpUrl('NOWPAYMENTS_API_URL', value(env, 'NOWPAYMENTS_API_URL') ?? NOWPAYMENTS_API_URL),
    ipnSecret,
    payoutLogin:
      email !== undefined && password !== undefined ? { email, password, totpSecret: value(env, 'NOWPAYMENTS_2FA_SECRET') } : undefined,
  }
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number => {
  const raw = value(env, name)
  if (raw === undefined) return fallback * 1000
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < min)
    throw new Error(`${name} must be a whole number of seconds, at least ${min}, not: ${raw}`)
  return Number(raw) * 1000
}

/**
 * The reconciler runs every minute; a withdrawal is left to its request for two minutes, longer
 * than a request can take (four provider calls of at most 10 s each).
 */
const reconcilerSettings = (env: NodeJS.ProcessEnv): ReconcilerSettings => ({
  everyMs: seconds(env, 'WITHDRAWAL_RECONCILE_EVERY_SECONDS', 60, 1),
  graceMs: seconds(env, 'WITHDRAWAL_RECONCILE_GRACE_SECONDS', 120, 0),
})

/** Reads the environment once, at start; a bad value stops the start with a clear message. */
export function readPaymentsConfig(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const publicUrl = value(env, 'PUBLIC_URL')
  const config: PaymentsConfig = {
    speed: speedSettings(env),
    nowpayments: nowPaymentsSettings(env),
    publicUrl: publicUrl === undefined ? undefined : new URL(httpUrl('PUBLIC_URL', publicUrl)).origin,
    reconciler: reconcilerSettings(env),
  }
  const problem = paymentsModeProblem(config)
  if (problem !== null) throw new Error(problem)
  return config
}
