import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offsetOf, Tally, together } from '../support/race'
import { ENGINES } from '../support/test-database'
import { withdrawableCents } from '../payments/support/payments-harness'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from './support/operator-harness'
import { moneyOf, requestLightningWithdrawal } from './support/withdrawals'

const PAIRS = 40
const BATCH = 10

/**
 * Two operators deciding one withdrawal at once: two approvals pay once (one 200, one 409, one
 * instant send); an approval racing a rejection ends one way or the other, never both (paid and
 * not refunded, or refunded once and never sent). Over the HTTP routes, on both databases.
 */
describe.each(ENGINES)('operators deciding one withdrawal at once on %s', (engine) => {
  let h: OperatorHarness
  let alice: TestOperator
  let bob: TestOperator
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    alice = await h.newOperator(['approve_withdrawals'])
    bob = await h.newOperator(['approve_withdrawals'])
  })
  afterAll(() => h.close())

  it(`pays once when two operators approve together (${PAIRS} withdrawals, ${BATCH} at a time)`, async () => {
    const player = await h.newPlayer(PAIRS * 500)
    const tally = new Tally()
    for (let first = 0; first < PAIRS; first += BATCH) {
      const ids = await Promise.all(Array.from({ length: BATCH }, () => requestLightningWithdrawal(h, player, '5.00')))
      const answers = await Promise.all(
        ids.map((id, k) =>
          together(
            offsetOf(first + k),
            () => h.post(`/api/operator/withdrawals/${id}/approve`, alice, {}),
            () => h.post(`/api/operator/withdrawals/${id}/approve`, bob, {}),
          ),
        ),
      )
      for (const [k, [a, b]] of answers.entries()) {
        const pair = first + k
        const codes = [a.statusCode, b.statusCode].sort()
        if (codes[0] !== 200 || codes[1] !== 409) tally.add('answers', pair, `${a.statusCode} ${a.body} / ${b.statusCode} ${b.body}`)
        const money = await moneyOf(h.db, ids[k]!)
        if (money.sends !== 1 || money.debits !== 1 || money.refunds !== 0) tally.add('money', pair, JSON.stringify(money))
      }
    }
    expect({ ...tally.report(), withdrawable: await withdrawableCents(h.db, player.userId) }).toEqual({ details: [], withdrawable: 0 })
  })

  it(`settles an approval racing a rejection one way only (${PAIRS} withdrawals, ${BATCH} at a time)`, async () => {
    const player = await h.newPlayer(PAIRS * 500)
    const tally = new Tally()
    let rejected = 0
    for (let first = 0; first < PAIRS; first += BATCH) {
      const ids = await Promise.all(Array.from({ length: BATCH }, () => requestLightningWithdrawal(h, player, '5.00')))
      const answers = await Promise.all(
        ids.map((id, k) =>
          together(
            offsetOf(first + k),
            () => h.post(`/api/operator/withdrawals/${id}/approve`, alice, {}),
            () => h.post(`/api/operator/withdrawals/${id}/reject`, bob, { reason: 'Suspicious destination.' }),
          ),
        ),
      )
      for (const [k, [approve, reject]] of answers.entries()) {
        const pair = first + k
        const winners = [approve, reject].filter((r) => r.statusCode === 200).length
        if (winners !== 1 || [approve, reject].some((r) => r.statusCode !== 200 && r.statusCode !== 409))
          tally.add('answers', pair, `${approve.statusCode} ${approve.body} / ${reject.statusCode} ${reject.body}`)
        const money = await moneyOf(h.db, ids[k]!)
        if (reject.statusCode === 200) {
          rejected += 1
          if (money.sends !== 0 || money.refunds !== 1) tally.add('rejected but', pair, JSON.stringify(money))
        } else if (money.sends !== 1 || money.refunds !== 0) tally.add('approved but', pair, JSON.stringify(money))
      }
    }
    expect({ ...tally.report(), withdrawable: await withdrawableCents(h.db, player.userId) }).toEqual({
      details: [],
      withdrawable: rejected * 500,
    })
  })
})
