import type * as TE from 'fp-ts/TaskEither'
import type { ProviderFailure } from './provider-result'

/** A USD amount priced in sats: what a lightning payout sends for it, and the rate (sats per USD, decimal text). */
export interface SatsQuote {
  readonly sats: number
  readonly satsPerUsd: string
}

/**
 * Where the USD price of bitcoin comes from for a lightning payout: Speed's instant send takes a
 * documented base currency (SATS for lightning), not USD (issue 26 §3). Never rejects.
 */
export interface UsdSatsRate {
  readonly quote: (amountCents: number) => TE.TaskEither<ProviderFailure, SatsQuote>
}
