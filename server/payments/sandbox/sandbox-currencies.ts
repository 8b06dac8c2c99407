/**
 * The sandbox gateway's currencies, as NOWPayments' /full-currencies lists them, with the price
 * the sandbox pays out at. One is listed disabled, as real lists have some.
 */
export interface SandboxCurrency {
  readonly code: string
  readonly name: string
  readonly enable: boolean
  readonly network: string
  readonly wallet_regex: string
  readonly usd_price: number
}

export const SANDBOX_CURRENCIES: readonly SandboxCurrency[] = [
  {
    code: 'btc',
    name: 'Bitcoin',
    enable: true,
    network: 'btc',
    wallet_regex: '^(bc1|[13])[a-zA-HJ-NP-Z0-9]{25,62}$',
    usd_price: 66_666.67,
  },
  { code: 'eth', name: 'Ethereum', enable: true, network: 'eth', wallet_regex: '^0x[0-9a-fA-F]{40}$', usd_price: 3_200 },
  { code: 'ltc', name: 'Litecoin', enable: true, network: 'ltc', wallet_regex: '^(L|M|3|ltc1)[a-zA-HJ-NP-Z0-9]{26,62}$', usd_price: 80 },
  { code: 'usdttrc20', name: 'Tether USD (Tron)', enable: true, network: 'trx', wallet_regex: '^T[1-9A-HJ-NP-Za-km-z]{33}$', usd_price: 1 },
  { code: 'sol', name: 'Solana', enable: true, network: 'sol', wallet_regex: '^[1-9A-HJ-NP-Za-km-z]{32,44}$', usd_price: 150 },
  { code: 'xmr', name: 'Monero', enable: false, network: 'xmr', wallet_regex: '^4[0-9AB][1-9A-HJ-NP-Za-km-z]{93}$', usd_price: 160 },
]

export const sandboxCurrency = (code: string): SandboxCurrency | undefined => SANDBOX_CURRENCIES.find((c) => c.code === code.toLowerCase())
