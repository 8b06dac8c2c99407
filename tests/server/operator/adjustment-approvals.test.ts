import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offsetOf, Tally, together } from '../support/race'
import { ENGINES } from '../support/test-database'
import { withdrawableCents } from '../payments/support/payments-harness'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from './support/operator-harness'

/** $50 alone per adjustment, $100 alone a day: small numbers so the edges are a cent apart. */
const LIMITS = { approvalAboveCents: 5_000, dailyCapCents: 10_000 }
const RACES = 12

let keys = 0
const freshKey = () => `adj-key-${Date.now().toString(36)}-${++keys}`

/**
 * Balance adjustments under operators' limits, over the HTTP routes: the threshold splits alone
 * from proposed at one cent, the daily cap holds at exactly the cap and refuses one cent over
 * (and two adjustments at once cannot pass it together), a proposal is confirmed by a different
 * operator only and pays once however many confirm at once, a decline moves nothing; each step
 * audited.
 */
describe.each(ENGINES)('balance adjustments: threshold, daily cap and a second operator on %s', (engine) => {
  let h: OperatorHarness
  let treasurer: TestOperator
  let second: TestOperator
  let third: TestOperator
  let viewer: TestOperator
  beforeAll(async () => {
    h = await openOperatorHarness(engine, { config: { operator: { adjustmentLimits: LIMITS } } })
    nextMorning()
    treasurer = await h.newOperator(['view_players', 'adjust_balances'])
    second = await h.newOperator(['view_players', 'adjust_balances'])
    third = await h.newOperator(['view_players', 'adjust_balances'])
    viewer = await h.newOperator(['view_players'])
  })
  afterAll(() => h.close())

  /** Moves the clock to 01:00 UTC of the next day, before anyone signs in: the file's adjustments all fall in one UTC day. */
  const nextMorning = () => {
    const now = h.clock.now().getTime()
    const midnight = Math.ceil((now + 1) / 86_400_000) * 86_400_000
    h.clock.advance(midnight - now + 3_600_000)
  }
  const adjust = (playerId: number, who: TestOperator, body: Record<string, unknown>) =>
    h.post(`/api/operator/players/${playerId}/adjustments`, who, {
      direction: 'credit',
      balance: 'withdrawable',
      reason: 'Goodwill for a stuck round.',
      idempotency_key: freshKey(),
      ...body,
    })
  const audited = (action: string, playerId: number) =>
    h.db
      .selectFrom('operator_audit_log')
      .select(['operator_id', 'before', 'after', 'reason'])
      .where('action', '=', action)
      .where('target_id', '=', String(playerId))
      .orderBy('id')
      .execute()

  it('adjusts alone up to the threshold and proposes one cent over it, moving nothing until confirmed', async () => {
    const player = await h.newPlayer()
    const alone = await adjust(player.userId, treasurer, { amount: '50.00' })
    expect(alone.statusCode).toBe(200)
    expect(alone.json()).toMatchObject({ outcome: 'applied', amount_cents: 5_000, balances: { withdrawable_cents: 5_000 } })
    const over = await adjust(player.userId, treasurer, { amount: '50.01', reason: 'Refund of a lost jackpot.' })
    expect(over.statusCode).toBe(200)
    expect(over.json()).toMatchObject({
      outcome: 'proposed',
      replayed: false,
      proposal: {
        player: { id: player.userId },
        direction: 'credit',
        amount_cents: 5_001,
        reason: 'Refund of a lost jackpot.',
        proposed_by: { id: treasurer.id },
        decision: null,
      },
    })
    expect(await withdrawableCents(h.db, player.userId)).toBe(5_000)
    expect(await audited('player.adjustment_proposed', player.userId)).toEqual([
      expect.objectContaining({ operator_id: treasurer.id, reason: 'Refund of a lost jackpot.' }),
    ])
    const listed = await h.get(`/api/operator/adjustments?player_id=${player.userId}`, second)
    expect(listed.json()).toMatchObject({
      limits: { approval_above_cents: 5_000, daily_cap_cents: 10_000 },
      adjusted_today_cents: 0,
      proposals: [{ amount_cents: 5_001, proposed_by: { id: treasurer.id } }],
    })
    expect((await h.get('/api/operator/adjustments', treasurer)).json()).toMatchObject({ adjusted_today_cents: 5_000 })
  })

  let capped: { readonly who: TestOperator; readonly playerId: number }
  it('holds the daily cap at exactly the cap, refuses one cent over, counts debits but not replays or proposals', async () => {
    const player = await h.newPlayer(10_000)
    const who = await h.newOperator(['adjust_balances'])
    capped = { who, playerId: player.userId }
    expect((await adjust(player.userId, who, { amount: '50.00' })).statusCode).toBe(200)
    const debit = await adjust(player.userId, who, { amount: '49.99', direction: 'debit' })
    expect(debit.json()).toMatchObject({ outcome: 'applied', amount_cents: -4_999 })
    const replayKey = freshKey()
    expect((await adjust(player.userId, who, { amount: '0.01', idempotency_key: replayKey })).json()).toMatchObject({
      outcome: 'applied',
      replayed: false,
    })
    // Exactly the cap is spent: a replay moves nothing and counts nothing, one cent more is refused.
    expect((await adjust(player.userId, who, { amount: '0.01', idempotency_key: replayKey })).json()).toMatchObject({ replayed: true })
    const over = await adjust(player.userId, who, { amount: '0.01' })
    expect(over.statusCode).toBe(422)
    expect(over.json()).toEqual({
      message: 'This passes your daily cap of $100.00: you have $0.00 left today. Nothing moved.',
      errors: { amount: ['This passes your daily cap of $100.00: you have $0.00 left today. Nothing moved.'] },
    })
    expect(await withdrawableCents(h.db, player.userId)).toBe(10_000 + 5_000 - 4_999 + 1)
    expect(await audited('player.balance_adjusted', player.userId)).toHaveLength(3)
    // Another operator's cap is their own; a proposal (a second operator's eyes) is not capped.
    expect((await adjust(player.userId, second, { amount: '0.01' })).json()).toMatchObject({ outcome: 'applied' })
    expect((await adjust(player.userId, who, { amount: '60.00' })).json()).toMatchObject({ outcome: 'proposed' })
  })

  it('lets two adjustments at once pass the cap only one at a time, even to two players (whose own locks do not meet)', async () => {
    const tally = new Tally()
    const ana = await h.newPlayer()
    const ben = await h.newPlayer()
    const both = async () => (await withdrawableCents(h.db, ana.userId)) + (await withdrawableCents(h.db, ben.userId))
    for (let pair = 0; pair < RACES; pair++) {
      const who = await h.newOperator(['adjust_balances'])
      // $40 spent: of two $40 adjustments at once only one fits under the $100 cap.
      expect((await adjust(ana.userId, who, { amount: '40.00' })).statusCode).toBe(200)
      const before = await both()
      const [a, b] = await together(
        offsetOf(pair),
        () => adjust(ana.userId, who, { amount: '40.00' }),
        () => adjust(ben.userId, who, { amount: '40.00' }),
      )
      const statuses = [a.statusCode, b.statusCode].sort()
      if (statuses.join() !== '200,422') tally.add('both or neither', pair, `answers ${statuses.join()}`)
      const moved = (await both()) - before
      if (moved !== 4_000) tally.add('moved', pair, `moved ${moved}`)
    }
    expect(tally.report()).toEqual({ details: [] })
  })

  it('refuses the proposer and operators without the permission; another operator confirms once, audited with both names', async () => {
    const player = await h.newPlayer()
    const key = freshKey()
    const proposed = await adjust(player.userId, treasurer, { amount: '75.00', idempotency_key: key })
    const id = proposed.json<{ proposal: { id: number } }>().proposal.id
    // The same form sent again finds its proposal; its key with another amount is refused.
    expect((await adjust(player.userId, treasurer, { amount: '75.00', idempotency_key: key })).json()).toMatchObject({
      outcome: 'proposed',
      replayed: true,
      proposal: { id },
    })
    expect((await adjust(player.userId, treasurer, { amount: '76.00', idempotency_key: key })).statusCode).toBe(409)
    expect((await adjust(player.userId, treasurer, { amount: '5.00', idempotency_key: key })).statusCode).toBe(409)

    const own = await h.post(`/api/operator/adjustments/${id}/confirm`, treasurer, {})
    expect(own.statusCode).toBe(403)
    expect(own.json()).toEqual({ message: 'Another operator must confirm the adjustment you proposed.' })
    expect((await h.post(`/api/operator/adjustments/${id}/confirm`, viewer, {})).statusCode).toBe(403)
    expect((await h.get('/api/operator/adjustments', viewer)).statusCode).toBe(403)
    expect((await h.post(`/api/operator/adjustments/${id}/decline`, viewer, { reason: 'Not allowed to.' })).statusCode).toBe(403)
    expect(await withdrawableCents(h.db, player.userId)).toBe(0)

    const confirmed = await h.post(`/api/operator/adjustments/${id}/confirm`, second, {})
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json()).toMatchObject({ proposal: { id, decision: 'confirmed' } })
    expect(await withdrawableCents(h.db, player.userId)).toBe(7_500)
    const again = await h.post(`/api/operator/adjustments/${id}/confirm`, third, {})
    expect(again.statusCode).toBe(409)
    expect((await h.post(`/api/operator/adjustments/${id}/decline`, third, { reason: 'Too late now.' })).statusCode).toBe(409)
    expect(await withdrawableCents(h.db, player.userId)).toBe(7_500)
    expect((await h.post('/api/operator/adjustments/999999999/confirm', second, {})).statusCode).toBe(404)

    expect(await audited('player.adjustment_confirmed', player.userId)).toEqual([
      expect.objectContaining({
        operator_id: second.id,
        before: expect.objectContaining({ proposal_id: id, proposed_by: treasurer.id, withdrawable_cents: 0 }),
        after: expect.objectContaining({ withdrawable_cents: 7_500 }),
      }),
    ])
    const tx = await h.db
      .selectFrom('ledger_transactions')
      .select(['idempotency_key', 'metadata'])
      .where('user_id', '=', player.userId)
      .where('kind', '=', 'adjustment')
      .execute()
    expect(tx).toEqual([
      {
        idempotency_key: `adjustment-proposal:${id}`,
        metadata: expect.objectContaining({ operator_id: treasurer.id, approved_by: second.id, proposal_id: id }),
      },
    ])
    expect((await h.get(`/api/operator/adjustments?player_id=${player.userId}`, second)).json()).toMatchObject({ proposals: [] })
  })

  it('declines with a reason: nothing moves, audited, and it cannot be confirmed after; a debit the balance lost waits', async () => {
    const player = await h.newPlayer(10_000)
    const id = (await adjust(player.userId, treasurer, { amount: '60.00', direction: 'debit' })).json<{ proposal: { id: number } }>()
      .proposal.id
    const declined = await h.post(`/api/operator/adjustments/${id}/decline`, treasurer, { reason: 'Wrong player, sorry.' })
    expect(declined.json()).toMatchObject({ proposal: { id, decision: 'declined' } })
    expect((await h.post(`/api/operator/adjustments/${id}/confirm`, second, {})).statusCode).toBe(409)
    expect(await audited('player.adjustment_declined', player.userId)).toEqual([
      expect.objectContaining({ operator_id: treasurer.id, reason: 'Wrong player, sorry.' }),
    ])
    const big = (await adjust(player.userId, treasurer, { amount: '150.00', direction: 'debit' })).json<{ proposal: { id: number } }>()
      .proposal.id
    const short = await h.post(`/api/operator/adjustments/${big}/confirm`, second, {})
    expect(short.statusCode).toBe(422)
    expect((await h.get(`/api/operator/adjustments?player_id=${player.userId}`, second)).json()).toMatchObject({
      proposals: [{ id: big, decision: null }],
    })
    expect(await withdrawableCents(h.db, player.userId)).toBe(10_000)
  })

  it(`pays once when two operators confirm one proposal at once (${RACES} proposals)`, async () => {
    const tally = new Tally()
    const player = await h.newPlayer()
    for (let pair = 0; pair < RACES; pair++) {
      const id = (await adjust(player.userId, treasurer, { amount: '51.00' })).json<{ proposal: { id: number } }>().proposal.id
      const before = await withdrawableCents(h.db, player.userId)
      const [a, b] = await together(
        offsetOf(pair),
        () => h.post(`/api/operator/adjustments/${id}/confirm`, second, {}),
        () => h.post(`/api/operator/adjustments/${id}/confirm`, third, {}),
      )
      const statuses = [a.statusCode, b.statusCode].sort()
      if (statuses.join() !== '200,409') tally.add('answers', pair, `answers ${statuses.join()}`)
      const moved = (await withdrawableCents(h.db, player.userId)) - before
      if (moved !== 5_100) tally.add('moved', pair, `moved ${moved}`)
    }
    expect(tally.report()).toEqual({ details: [] })
    const count = await h.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', player.userId)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(RACES)
  })

  // Last: a day later every operator's token has expired, so the use case is called as the route would.
  it('starts the cap again the next UTC day', async () => {
    const actor = { operatorId: capped.who.id, address: '203.0.113.9' }
    const request = { direction: 'credit', balance: 'withdrawable', amount: '0.01', reason: 'Next day.' } as const
    const today = await h.graph.operator.adjustBalance(actor, capped.playerId, { ...request, idempotencyKey: freshKey() })()
    expect(today).toMatchObject({ _tag: 'Left', left: { _tag: 'DailyCapReached', usedCents: 10_000 } })
    h.clock.advance(24 * 3_600_000)
    const tomorrow = await h.graph.operator.adjustBalance(actor, capped.playerId, { ...request, idempotencyKey: freshKey() })()
    expect(tomorrow).toMatchObject({ _tag: 'Right', right: { _tag: 'Applied', amountCents: 1 } })
  })
})
