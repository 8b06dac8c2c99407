/** What the rules read of the payment settings: each provider's mode, and the public address. */
export interface PaymentsModes {
  readonly speed: { readonly mode: 'live' | 'sandbox' }
  readonly nowpayments: { readonly mode: 'live' | 'sandbox' }
  readonly publicUrl: string | undefined
}

const MIXED = (live: string, sandbox: string) =>
  `${live} is set but ${sandbox} is not: one payment provider would run live and the other in its sandbox, where sandbox ` +
  'deposits could be withdrawn as real money. Set both SPEED_SECRET_KEY and NOWPAYMENTS_API_KEY to run live, or neither to run the sandboxes.'

export const PUBLIC_URL_REQUIRED =
  'PUBLIC_URL is required when the payment providers run live (SPEED_SECRET_KEY and NOWPAYMENTS_API_KEY are set): providers call back ' +
  "and players return to that address, and a request's Host header must not choose it. Set it to the site's public origin, such as https://casino.example."

/**
 * Why these payment settings must not run, or null. Both providers are live or both are sandboxes
 * (a sandbox route must never be reachable while real money moves), and a live site says where it
 * is (PUBLIC_URL) rather than trusting each request's Host header.
 */
export function paymentsModeProblem(config: PaymentsModes): string | null {
  const { speed, nowpayments } = config
  if (speed.mode === 'live' && nowpayments.mode === 'sandbox') return MIXED('SPEED_SECRET_KEY', 'NOWPAYMENTS_API_KEY')
  if (speed.mode === 'sandbox' && nowpayments.mode === 'live') return MIXED('NOWPAYMENTS_API_KEY', 'SPEED_SECRET_KEY')
  if (speed.mode === 'live' && config.publicUrl === undefined) return PUBLIC_URL_REQUIRED
  return null
}

/** Live when both providers are (the only live mode paymentsModeProblem lets start). */
export const isLive = (config: Pick<PaymentsModes, 'speed'>): boolean => config.speed.mode === 'live'
