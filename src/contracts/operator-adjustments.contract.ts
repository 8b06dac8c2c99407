import * as t from 'io-ts'
import { REASON_PATTERN } from '../core/operator/reason.rules'
import { get, post } from './endpoint'
import { cents, closed, digits, matching, Nothing, nullable, oneOf } from './wire'

/**
 * Balance adjustments over the threshold (src/core/operator/adjustment-limits.rules.ts) wait for a
 * second operator: the list, with the limits and what the asking operator adjusted alone today,
 * and a different operator's confirm or decline (permission adjust_balances).
 */

const NoFields = t.union([t.undefined, t.null, Nothing], 'nothing')

export const AdjustmentProposalWire = t.strict({
  id: t.number,
  player: t.strict({ id: t.number, username: t.string }),
  direction: oneOf(['credit', 'debit']),
  balance: oneOf(['withdrawable', 'bonus']),
  amount_cents: cents,
  reason: t.string,
  proposed_by: t.strict({ id: t.number, username: t.string }),
  proposed_at: t.string,
  decision: nullable(oneOf(['confirmed', 'declined'])),
})
export type AdjustmentProposalWire = t.TypeOf<typeof AdjustmentProposalWire>

const ProposalId = closed({ id: digits(15, 1) })

/** Open proposals oldest first (of one player with `player_id`), the limits, and the asker's count for the UTC day. */
export const ListAdjustmentProposals = get('/operator/adjustments', {
  query: closed({}, { player_id: digits(15, 1) }),
  response: t.strict({
    limits: t.strict({ approval_above_cents: cents, daily_cap_cents: cents }),
    adjusted_today_cents: cents,
    proposals: t.readonlyArray(AdjustmentProposalWire),
  }),
})

/** Another operator than the proposer carries it out: one ledger transaction, however often it is sent. */
export const ConfirmAdjustmentProposal = post('/operator/adjustments/:id/confirm', {
  params: ProposalId,
  body: NoFields,
  response: t.strict({ proposal: AdjustmentProposalWire, transaction_id: t.number }),
})

/** Declines it, saying why: nothing moves. */
export const DeclineAdjustmentProposal = post('/operator/adjustments/:id/decline', {
  params: ProposalId,
  body: closed({ reason: matching(REASON_PATTERN, 'text of 3 to 500 characters') }),
  response: t.strict({ proposal: AdjustmentProposalWire }),
})
