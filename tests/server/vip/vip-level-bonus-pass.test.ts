import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { openOperatorHarness, type OperatorHarness } from '../operator/support/operator-harness'
import { offsetOf, together } from '../support/race'
import { ENGINES } from '../support/test-database'
import type { Player } from '../payments/support/payments-harness'

// Small levels, set as an operator sets them: I at $10.00 ($1.00 bonus), II at $20.00 ($2.00), III at $50.00 ($3.00).
const LEVELS = {
  levels: [
    { wagered_cents: 1_000, daily_withdrawal_limit_cents: 15_000, bonus_cents: 100 },
    { wagered_cents: 2_000, daily_withdrawal_limit_cents: 30_000, bonus_cents: 200 },
    { wagered_cents: 5_000, daily_withdrawal_limit_cents: 50_000, bonus_cents: 300 },
  ],
  level_zero_limit_cents: 10_000,
  bonus_wagering_multiple: 10,
}
const RACES = 12

describe.each(ENGINES)('the scheduled pass that pays VIP level bonuses on %s', (engine) => {
  let h: OperatorHarness
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    const manager = await h.newOperator(['manage_promotions'])
    const set = await h.post('/api/operator/promotions/vip', manager, { value: LEVELS, reason: 'small levels for the test' })
    expect(set.statusCode, set.body).toBe(200)
  })
  afterAll(() => h.close())

  /** A funded player who bets `wageredCents` (in $5.00 bets) and never opens the VIP page. */
  const wagering = async (wageredCents: number): Promise<Player> => {
    const p = await h.newPlayer(wageredCents)
    const ledger = kyselyLedger(h.db)
    for (let i = 0; i * 500 < wageredCents; i++) {
      const round = `vip-pass:${p.userId}:${i}`
      const bet = await ledger.placeBet({
        userId: p.userId,
        amountCents: 500,
        idempotencyKey: `${round}:bet`,
        gameId: 'g',
        roundId: round,
      })()
      expect(bet._tag).toBe('Right')
    }
    return p
  }
  const levelGrants = async (userId: number) =>
    (
      await h.db
        .selectFrom('bonus_grants')
        .select(['grant_key', 'amount_cents', 'requirement_cents'])
        .where('user_id', '=', userId)
        .where('promotion', '=', 'vip')
        .orderBy('grant_key')
        .execute()
    ).map((g) => [g.grant_key, g.amount_cents, g.requirement_cents])
  const levelMovements = async (userId: number) =>
    (
      await h.db
        .selectFrom('ledger_transactions')
        .select('amount_cents')
        .where('user_id', '=', userId)
        .where('kind', '=', 'vip_level_bonus')
        .orderBy('amount_cents')
        .execute()
    ).map((t) => t.amount_cents)

  it('pays each reached level once to a player who never reads it, however many times it runs, two at once included', async () => {
    const p = await wagering(2_500)
    const below = await wagering(500)
    const pay = h.graph.vip.payReachedLevels
    expect(await pay()).toBeGreaterThanOrEqual(1)
    await Promise.all([pay(), pay()])
    await pay()
    expect(await levelGrants(p.userId)).toEqual([
      [`vip-level:${p.userId}:1`, 100, 1_000],
      [`vip-level:${p.userId}:2`, 200, 2_000],
    ])
    expect(await levelMovements(p.userId)).toEqual([100, 200])
    expect(await levelGrants(below.userId)).toEqual([])
    // The player's later read pays nothing more, and finds the level.
    const read = await h.get('/api/vip', p)
    expect(read.json()).toMatchObject({ level: 2, paid_now: [] })
  })

  it("pays once when the pass races the player's own read", async () => {
    const players = await Promise.all(Array.from({ length: RACES }, () => wagering(2_000)))
    const outcomes = await Promise.all(
      players.map((p, i) =>
        together(
          offsetOf(i),
          () => h.graph.vip.payReachedLevels(),
          () => h.get('/api/vip', p),
        ),
      ),
    )
    const wrong: string[] = []
    for (const [i, p] of players.entries()) {
      const [, read] = outcomes[i] ?? []
      if (read?.statusCode !== 200) wrong.push(`player ${i}: read answered ${read?.statusCode}`)
      const movements = await levelMovements(p.userId)
      if (movements.join() !== '100,200') wrong.push(`player ${i}: level bonuses ${movements.join() || 'none'}`)
    }
    expect(wrong).toEqual([])
  })

  it('skips a player on a break, and pays once the break is over', async () => {
    const p = await wagering(1_000)
    const endsAt = new Date(h.clock.now().getTime() + 3_600_000)
    await h.db
      .insertInto('play_breaks')
      .values({ user_id: p.userId, kind: 'cool_off', started_at: h.clock.now(), ends_at: endsAt })
      .execute()
    await h.graph.vip.payReachedLevels()
    expect(await levelGrants(p.userId)).toEqual([])
    h.clock.advance(3_600_000)
    await h.graph.vip.payReachedLevels()
    expect(await levelMovements(p.userId)).toEqual([100])
  })
})
