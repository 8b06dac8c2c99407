/** What the rules read of the payment settings: how each provider is reached, and the public address. */
export interface PaymentsModes {
  readonly speed: { readonly mode: 'live'; readonly secretKey: string } | { readonly mode: 'sandbox' }
  readonly nowpayments: { readonly mode: 'live'; readonly apiUrl: string } | { readonly mode: 'sandbox' }
  readonly publicUrl: string | undefined
}

/**
 * Whose money a provider moves: `live` is real money; `sandbox` is play money, whether from our
 * built-in sandbox, a Speed test key (`sk_test_…`: Speed's test mode) or NOWPayments' sandbox API.
 */
export type Money = 'live' | 'sandbox'

/** Each provider's money, as a start records it in the database and a switch changes it. */
export interface MoneyModes {
  readonly speed: Money
  readonly nowpayments: Money
}

/** NOWPayments' own sandbox (PROVIDERS.md): its payments and payouts never move real coins. */
const NOWPAYMENTS_SANDBOX_HOST = 'api-sandbox.nowpayments.io'

export function moneyModes(config: Pick<PaymentsModes, 'speed' | 'nowpayments'>): MoneyModes {
  const { speed, nowpayments } = config
  return {
    speed: speed.mode === 'live' && !speed.secretKey.startsWith('sk_test_') ? 'live' : 'sandbox',
    nowpayments: nowpayments.mode === 'live' && new URL(nowpayments.apiUrl).hostname !== NOWPAYMENTS_SANDBOX_HOST ? 'live' : 'sandbox',
  }
}

const describeSpeed = (config: PaymentsModes['speed']): string =>
  config.mode === 'sandbox' ? 'the built-in sandbox' : config.secretKey.startsWith('sk_test_') ? 'a test key' : 'a live key'

const describeNowPayments = (config: PaymentsModes['nowpayments']): string =>
  config.mode === 'sandbox' ? 'the built-in sandbox' : `${new URL(config.apiUrl).hostname}`

/** The first line a start logs: each provider's money, and how it is reached. */
export const paymentsModeLine = (config: PaymentsModes): string => {
  const money = moneyModes(config)
  return `payments: Speed ${money.speed} (${describeSpeed(config.speed)}), NOWPayments ${money.nowpayments} (${describeNowPayments(config.nowpayments)})`
}

const MIXED = (live: string, sandbox: string) =>
  `${live} is set but ${sandbox} is not: one payment provider would run live and the other in its sandbox, where sandbox ` +
  'deposits could be withdrawn as real money. Set both SPEED_SECRET_KEY and NOWPAYMENTS_API_KEY to run live, or neither to run the sandboxes.'

const MIXED_MONEY = (money: MoneyModes) =>
  `Speed would move ${money.speed === 'live' ? 'real' : 'test'} money and NOWPayments ${money.nowpayments === 'live' ? 'real' : 'test'} money: ` +
  'test deposits could then be withdrawn as real money. Use a live Speed key (sk_live_…) with the live NOWPayments API, or a Speed test key ' +
  '(sk_test_…) with the NOWPayments sandbox (NOWPAYMENTS_API_URL=https://api-sandbox.nowpayments.io/v1).'

export const PUBLIC_URL_REQUIRED =
  'PUBLIC_URL is required when the payment providers run live (SPEED_SECRET_KEY and NOWPAYMENTS_API_KEY are set): providers call back ' +
  "and players return to that address, and a request's Host header must not choose it. Set it to the site's public origin, such as https://casino.example."

/**
 * Why these payment settings must not run, or null. Both providers are reached over their APIs or
 * both are sandboxes (a sandbox route must never be reachable while real money moves), both move
 * the same money (a test key beside a live one would turn test deposits into real payouts), and a
 * site reached by providers says where it is (PUBLIC_URL) rather than trusting each request's Host.
 */
export function paymentsModeProblem(config: PaymentsModes): string | null {
  const { speed, nowpayments } = config
  if (speed.mode === 'live' && nowpayments.mode === 'sandbox') return MIXED('SPEED_SECRET_KEY', 'NOWPAYMENTS_API_KEY')
  if (speed.mode === 'sandbox' && nowpayments.mode === 'live') return MIXED('NOWPAYMENTS_API_KEY', 'SPEED_SECRET_KEY')
  const money = moneyModes(config)
  if (money.speed !== money.nowpayments) return MIXED_MONEY(money)
  if (speed.mode === 'live' && config.publicUrl === undefined) return PUBLIC_URL_REQUIRED
  return null
}

export const sameMoney = (a: MoneyModes, b: MoneyModes): boolean => a.speed === b.speed && a.nowpayments === b.nowpayments

const said = (money: MoneyModes): string => `Speed ${money.speed}, NOWPayments ${money.nowpayments}`

/**
 * Why a start must not run on a database that recorded other money, or null: balances minted in a
 * sandbox would otherwise be withdrawn as real money (or real balances be played as test money).
 */
export function recordedMoneyProblem(recorded: MoneyModes, configured: MoneyModes): string | null {
  if (sameMoney(recorded, configured)) return null
  return (
    `This database holds ${said(recorded)} money, but the settings say ${said(configured)}. A database keeps one payments mode, ` +
    'so that sandbox balances never become real ones. To switch on purpose, stop every server and run `npm run payments:mode -- switch` ' +
    'with the new settings (see docs/operations.md); or start with the settings this database was made with.'
  )
}
