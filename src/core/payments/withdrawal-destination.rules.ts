import * as E from 'fp-ts/Either'
import { decode } from 'light-bolt11-decoder'
import { groupedDigits } from '../shared/number-text'

/**
 * Where a withdrawal is paid out to, checked by its shape before anything is sent: the browser's
 * withdraw form and the server's POST /withdraw run this same rule and say the same thing.
 *
 * Lightning (Speed's instant send) takes a BOLT11 invoice or a lightning address. An invoice is
 * decoded (light-bolt11-decoder: its checksum, network, amount and expiry; not its signature, which
 * the paying node checks). One that asks for a fixed amount is refused: a player's withdrawal is in
 * dollars and the payout converts it at the moment an operator pays, so only an invoice without an
 * amount (or an address) is paid exactly the withdrawal. Operators pay by hand, so an invoice must
 * have a while left; one that expires before it is paid is refunded then.
 *
 * Crypto (the gateway's payout) takes an address of the chosen currency, checked against that
 * currency's address pattern; a currency this rule does not know gets the general shape only (the
 * gateway checks it again).
 */

export type LightningDestination =
  | {
      readonly kind: 'invoice'
      /** Lower case, without a `lightning:` prefix. */
      readonly invoice: string
      /** bc (mainnet), tb (testnet), tbs (signet), bcrt (regtest), sb (simnet). */
      readonly network: string
      /** Epoch milliseconds. */
      readonly expiresAtMs: number
    }
  | { readonly kind: 'address'; readonly address: string }

/** An invoice must have at least this long left when it is handed in. */
export const MIN_INVOICE_LIFETIME_MS = 10 * 60_000

/** BOLT11's default expiry when an invoice names none. */
const DEFAULT_INVOICE_EXPIRY_SECONDS = 3600

export const DESTINATION_MISSING_MESSAGE = 'Please enter the address to pay out to.'
export const LIGHTNING_SHAPE_MESSAGE = 'Paste a lightning invoice (lnbc…) or a lightning address (name@wallet.com).'
export const INVOICE_EXPIRED_MESSAGE = 'This lightning invoice has expired. Create a new one in your wallet.'
export const INVOICE_EXPIRES_SOON_MESSAGE =
  'This lightning invoice expires in less than 10 minutes, before an operator can pay it. Create one that lasts longer, or paste your lightning address.'
export const invoiceHasAmountMessage = (sats: number): string =>
  `This invoice asks for ${groupedDigits(sats)} sats. Paste an invoice without an amount, or your lightning address, so we send exactly your withdrawal.`

/** What the withdraw form shows under its Address field, for each method. */
export const DESTINATION_HINTS = {
  speed: 'A lightning invoice without an amount (lnbc…), or your lightning address (name@wallet.com). A lightning address never expires.',
  nowpayments: 'Your wallet address for the currency you chose.',
} as const

const LIGHTNING_PREFIX = /^lightning:/i
// LUD-16: a lower-case user name, then a host name with a top-level domain of letters.
const LIGHTNING_ADDRESS = /^[a-z0-9._+-]{1,64}@(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/
const BOLT11_PREFIX = /^ln(bc|tb|tbs|bcrt|sb)[0-9]*[munp]?1[02-9ac-hj-np-z]+$/
/** A BOLT11 invoice with many route hints runs to a couple of thousand characters; nothing longer is one. */
const MAX_INVOICE_LENGTH = 2000

type Decoded = ReturnType<typeof decode>

const decoded = (invoice: string): Decoded | null => {
  try {
    return decode(invoice)
  } catch {
    return null
  }
}

const section = <N extends string>(d: Decoded, name: N) => d.sections.find((s) => s.name === name)

/**
 * What a lightning destination is, by its shape alone (an invoice's expiry is not judged here):
 * what an operator's payout reads back from a withdrawal recorded earlier.
 */
export function readLightningDestination(raw: string): E.Either<string, LightningDestination> {
  const text = raw.trim().replace(LIGHTNING_PREFIX, '')
  if (text === '') return E.left(DESTINATION_MISSING_MESSAGE)
  const lower = text.toLowerCase()
  if (LIGHTNING_ADDRESS.test(lower)) return E.right({ kind: 'address', address: lower })
  if (lower.length > MAX_INVOICE_LENGTH || !BOLT11_PREFIX.test(lower)) return E.left(LIGHTNING_SHAPE_MESSAGE)
  const invoice = decoded(lower)
  if (invoice === null) return E.left(LIGHTNING_SHAPE_MESSAGE)
  const amount = section(invoice, 'amount')
  if (amount !== undefined && 'value' in amount && amount.value !== undefined) {
    return E.left(invoiceHasAmountMessage(Math.ceil(Number(amount.value) / 1000)))
  }
  const seconds = (name: 'timestamp' | 'expiry'): number | undefined => {
    const found = section(invoice, name)
    return found !== undefined && 'value' in found && typeof found.value === 'number' ? found.value : undefined
  }
  // The expiry field counts seconds from the invoice's timestamp.
  const expiresAtMs = ((seconds('timestamp') ?? 0) + (seconds('expiry') ?? DEFAULT_INVOICE_EXPIRY_SECONDS)) * 1000
  const network = section(invoice, 'coin_network')
  return E.right({
    kind: 'invoice',
    invoice: lower,
    network: network !== undefined && 'letters' in network ? network.letters : 'bc',
    expiresAtMs,
  })
}

/** A lightning payout's destination as a player hands it in, or the message that says what to paste instead. `nowMs`: the clock's now. */
export function parseLightningDestination(raw: string, nowMs: number): E.Either<string, LightningDestination> {
  const destination = readLightningDestination(raw)
  if (E.isLeft(destination) || destination.right.kind === 'address') return destination
  const { expiresAtMs } = destination.right
  if (expiresAtMs <= nowMs) return E.left(INVOICE_EXPIRED_MESSAGE)
  if (expiresAtMs - nowMs < MIN_INVOICE_LIFETIME_MS) return E.left(INVOICE_EXPIRES_SOON_MESSAGE)
  return destination
}

/** Whether an invoice handed in earlier has expired by `nowMs` (an operator pays it later). */
export const invoiceExpired = (destination: LightningDestination, nowMs: number): boolean =>
  destination.kind === 'invoice' && destination.expiresAtMs <= nowMs

interface AddressShape {
  readonly name: string
  readonly pattern: RegExp
}

const BASE58 = '[1-9A-HJ-NP-Za-km-z]'
const EVM: AddressShape = { name: 'Ethereum', pattern: /^0x[0-9a-fA-F]{40}$/ }
const TRON: AddressShape = { name: 'Tron', pattern: new RegExp(`^T${BASE58}{33}$`) }
const SOLANA: AddressShape = { name: 'Solana', pattern: new RegExp(`^${BASE58}{32,44}$`) }

/** The address shapes of the currencies players pay out in most; the gateway's own list may hold more. */
const ADDRESS_SHAPES: Readonly<Record<string, AddressShape>> = {
  btc: { name: 'Bitcoin', pattern: new RegExp(`^(?:bc1[02-9ac-hj-np-z]{11,71}|[13]${BASE58}{25,34})$`) },
  ltc: { name: 'Litecoin', pattern: new RegExp(`^(?:ltc1[02-9ac-hj-np-z]{11,71}|[LM3]${BASE58}{26,33})$`) },
  doge: { name: 'Dogecoin', pattern: new RegExp(`^[DA9]${BASE58}{25,34}$`) },
  bch: { name: 'Bitcoin Cash', pattern: new RegExp(`^(?:(?:bitcoincash:)?[qp][02-9ac-hj-np-z]{41}|[13]${BASE58}{25,34})$`) },
  eth: EVM,
  usdterc20: EVM,
  usdcerc20: EVM,
  usdc: EVM,
  bnbbsc: EVM,
  matic: EVM,
  trx: TRON,
  usdttrc20: TRON,
  sol: SOLANA,
  usdtsol: SOLANA,
  xrp: { name: 'XRP', pattern: new RegExp(`^r${BASE58}{24,34}$`) },
  xmr: { name: 'Monero', pattern: new RegExp(`^[48]${BASE58}{94}(?:${BASE58}{11})?$`) },
}

const ANY_ADDRESS = /^[A-Za-z0-9:_-]{20,128}$/

export const cryptoAddressMessage = (currency: string): string =>
  `This is not a ${ADDRESS_SHAPES[currency.toLowerCase()]?.name ?? currency.toUpperCase()} address. Check it in your wallet and paste it again.`

/** A crypto payout's address for `currency` (a gateway code such as btc or usdttrc20), trimmed. */
export function parseCryptoAddress(currency: string, raw: string): E.Either<string, string> {
  const address = raw.trim()
  if (address === '') return E.left(DESTINATION_MISSING_MESSAGE)
  const shape = ADDRESS_SHAPES[currency.trim().toLowerCase()]
  const fits = shape === undefined ? ANY_ADDRESS.test(address) : shape.pattern.test(address)
  return fits ? E.right(address) : E.left(cryptoAddressMessage(currency))
}

/** The destination's shape for the withdraw form's method: a lightning invoice or address, or a crypto address. */
export const checkDestination = (method: string, currency: string, raw: string, nowMs: number): E.Either<string, string> =>
  method === 'speed' ? E.map(() => raw.trim())(parseLightningDestination(raw, nowMs)) : parseCryptoAddress(currency, raw)
