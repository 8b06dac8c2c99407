import * as t from 'io-ts'
import { nullable, oneOf } from './wire'

// Shared by the player's withdrawal list and the operator console's queue; kept apart so the
// player's code never loads the console's contract.

/** Where a withdrawal stands, in the console's and the player's words. */
export const WithdrawalStage = oneOf(['pending', 'processing', 'sent', 'failed'])

/** One step of a withdrawal's life, with the reason when there is one. */
export const TimelineStep = t.strict({
  step: oneOf(['requested', 'processing', 'sent', 'failed', 'rejected', 'refunded']),
  status: t.string,
  at: t.string,
  reason: nullable(t.string),
})
