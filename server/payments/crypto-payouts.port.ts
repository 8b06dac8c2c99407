import type * as TE from 'fp-ts/TaskEither'
import type { ProviderFailure } from './provider-result'
import type { SentPayout } from './withdrawal'

export interface NewPayout {
  readonly address: string
  /** The crypto currency code to pay out in (`btc`). */
  readonly currency: string
  /** The USD value to send, in cents; the gateway converts it when it pays (fiat_amount). */
  readonly amountCents: number
  readonly ipnCallbackUrl: string
  /** Our withdrawal id, so a payout can be matched back. */
  readonly reference: string
}

/** A created payout: the batch and its one withdrawal, in the gateway's (upper-case) statuses. */
export interface Payout {
  readonly batchId: string
  readonly payoutId: string
  readonly status: string
  readonly error: string | null
  /** What the gateway says goes out (amount and currency, its fee once known); null when it says no amount. */
  readonly sent: SentPayout | null
}

/**
 * Why a payout was not made. `Refused`: the gateway refused this payout (a bad address or
 * currency), in its own words. `NotSent`: our side failed (the login, or no answer before the
 * payout request went out). Neither made a payout. `OutcomeUnknown`: the payout request itself got
 * no answer, so it may exist and the money must stay debited until the gateway says.
 */
export type PayoutFailure =
  | { readonly _tag: 'Refused'; readonly message: string; readonly detail: string }
  | { readonly _tag: 'NotSent'; readonly detail: string }
  | { readonly _tag: 'OutcomeUnknown'; readonly detail: string }

export interface PayoutIds {
  readonly batchId: string
  readonly payoutId: string
}

/** A payout as the gateway reports it when asked (GET /payout/{batch}): its word, not an IPN body's. */
export interface PayoutReport extends PayoutIds {
  /** The gateway's status as it says it (upper case); one we do not know changes nothing. */
  readonly status: string
  readonly error: string | null
  /** The withdrawal id we sent as unique_external_id, when the gateway echoes it. */
  readonly reference: string | null
  readonly sent: SentPayout | null
}

/** Why a payout may not be asked for, found before anything is debited; the gateway's words stay out of the player's sight. */
export type PayoutCheckFailure =
  | { readonly _tag: 'BadAddress'; readonly providerText: string }
  | { readonly _tag: 'BelowMinimum'; readonly minimum: string }
  | { readonly _tag: 'Unavailable'; readonly detail: string }

/** Crypto payouts through the gateway (auth, then payout, then 2FA verification). Never rejects: failures are returned as Left. */
export interface CryptoPayouts {
  /** False when no payout login is configured: crypto withdrawals are refused before any debit. */
  readonly available: boolean
  /** The documented preconditions: the address validates for the currency, and the amount is at least the coin's minimum. */
  readonly checkPayout: (request: Pick<NewPayout, 'address' | 'currency' | 'amountCents'>) => TE.TaskEither<PayoutCheckFailure, void>
  readonly createPayout: (request: NewPayout) => TE.TaskEither<PayoutFailure, Payout>
  /** Re-reads one payout of a batch; Refused with 404 when the gateway does not know it. */
  readonly readPayout: (ids: PayoutIds) => TE.TaskEither<ProviderFailure, PayoutReport>
}
