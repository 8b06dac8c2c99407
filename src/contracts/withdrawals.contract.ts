import * as t from 'io-ts'
import { get } from './endpoint'
import { TimelineStep, WithdrawalStage } from './withdrawal-timeline.contract'
import { cents, closed, digits, nullable, oneOf } from './wire'

/**
 * The signed-in player's withdrawals, newest first, each with its status timeline: requested,
 * processing, then sent, or failed / rejected and refunded with the reason.
 */
export const ListMyWithdrawals = get('/withdrawals', {
  query: closed({}, { limit: digits(3, 1) }),
  response: t.strict({
    withdrawals: t.readonlyArray(
      t.strict({
        id: t.string,
        method: oneOf(['speed', 'nowpayments']),
        amount_cents: cents,
        currency: t.string,
        destination: t.string,
        payout_currency: nullable(t.string),
        status: t.string,
        stage: WithdrawalStage,
        reason: nullable(t.string),
        refunded: t.boolean,
        created_at: t.string,
        updated_at: t.string,
        timeline: t.readonlyArray(TimelineStep),
      }),
    ),
  }),
})
