import type * as TE from 'fp-ts/TaskEither'
import type { ProviderFailure } from './provider-result'

/** What the player reads when Speed could not pay their lightning withdrawal. */
export const SEND_FAILED_MESSAGE = 'The lightning payment failed, so the amount is back in your withdrawable balance.'

/** What the player reads when Speed refused to send it (nothing was sent); Speed's words go to the operator. */
export const SEND_REFUSED_MESSAGE =
  'The lightning payment was refused, so the amount is back in your withdrawable balance. Please check the invoice or address.'

/** Speed's instant send statuses: `unpaid` until the recipient is paid (`paid`) or the send fails (`failed`). */
export type InstantSendStatus = 'unpaid' | 'paid' | 'failed'

export interface InstantSend {
  /** Speed's id (`is_…`). */
  readonly id: string
  readonly status: InstantSendStatus
  /** Speed's words when it failed. */
  readonly failureReason: string | null
  /** What Speed says it sent (its `amount` in its `currency`) and its `fees`, where it says so. */
  readonly amount: number | null
  readonly currency: string | null
  readonly fees: number | null
}

export interface NewInstantSend {
  /** What to send, in sats: "The instant send object" documents SATS (the lightning default), USDT and USDC, not USD. */
  readonly amountSats: number
  /** A BOLT11 invoice without an amount, or a lightning address. */
  readonly destination: string
  /** Our withdrawal id, in the send's note: what matches it back in Speed's dashboard. */
  readonly reference: string
}

/**
 * Lightning payouts through Speed's instant send (`POST /send`, re-read with `GET /send/{id}`).
 * Never rejects. Refused (a 4xx): Speed said no, so nothing was sent. Unavailable: no usable answer,
 * so whether Speed sent it is unknown and the money must stay out until someone finds out.
 */
export interface LightningPayouts {
  readonly send: (request: NewInstantSend) => TE.TaskEither<ProviderFailure, InstantSend>
  readonly readSend: (sendId: string) => TE.TaskEither<ProviderFailure, InstantSend>
}
