import type { SatsQuote } from './usd-sats-rate.port'

/**
 * Whole sats for a BTC amount, cut (never rounded up) after the 8th decimal: a payout never sends
 * more than the USD it debited is worth at the quoted rate. Read through decimal text, not `* 1e8`
 * (0.17061637 * 1e8 is 17061636.999…).
 */
export const btcToSats = (btc: number): number => {
  if (!Number.isFinite(btc) || btc <= 0) return 0
  const [whole = '0', fraction = ''] = btc.toFixed(12).split('.')
  return Number(whole) * 100_000_000 + Number(fraction.slice(0, 8).padEnd(8, '0'))
}

/** The quote for `amountCents` when `sats` is what it buys: the rate as sats per USD, 4 decimals. */
export const satsQuote = (amountCents: number, sats: number): SatsQuote => ({
  sats,
  satsPerUsd: amountCents > 0 ? ((sats * 100) / amountCents).toFixed(4) : '0',
})
