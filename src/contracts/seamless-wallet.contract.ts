import * as t from 'io-ts'
import { post } from './endpoint'
import { closed, matching, wholeNumber } from './wire'

/**
 * The casino's seamless wallet, called by the game provider's servers, never a browser: every
 * call is signed (server/play/seamless-wallet/wallet-signature.ts). Round ids make retries safe.
 */

const sessionToken = matching(/^[A-Za-z0-9_-]{43}$/, 'a session token')
const roundId = matching(/^[A-Za-z0-9-]{8,64}$/, 'a round id')
const MAX_CENTS = 100_000_000_000

/** The balance after the call; `replayed` when a retried call found its movement already booked. */
const Balance = t.strict({ balanceCents: t.number, replayed: t.boolean })

/** What a refused call answers (4xx): the provider acts on `error`, a person reads `message`. */
export const SeamlessWalletRefusal = t.strict({ error: t.string, message: t.string })

export const SeamlessWalletBalance = post('/seamless-wallet/balance', { body: closed({ sessionToken }), response: Balance })

export const SeamlessWalletBet = post('/seamless-wallet/bet', {
  body: closed({ sessionToken, roundId, amountCents: wholeNumber(1, MAX_CENTS) }),
  response: Balance,
})

export const SeamlessWalletWin = post('/seamless-wallet/win', {
  body: closed({ sessionToken, roundId, amountCents: wholeNumber(0, MAX_CENTS) }),
  response: Balance,
})

export const SeamlessWalletRollback = post('/seamless-wallet/rollback', { body: closed({ sessionToken, roundId }), response: Balance })
