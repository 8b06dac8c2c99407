import * as t from 'io-ts'
import { closed, matching, text } from './wire'

/**
 * Decimal dollars as typed ("12.50"), or a JSON number: what an amount may be is the shared rule's
 * job (src/core/payments/amount.rules.ts), so the player gets its message, not a contract's.
 */
export const Amount = t.union([text(0, 32), t.number], 'an amount')

/** Our invoice id (`inv_…`) or a provider's payment id, in a path. */
export const PaymentRef = matching(/^[A-Za-z0-9_-]{1,100}$/, 'an id of letters, digits, _ and -')

export const ById = closed({ id: PaymentRef })
