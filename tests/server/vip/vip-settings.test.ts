import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../../server/catalogue/seed-catalogue-rows'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from '../operator/support/operator-harness'
import { ENGINES } from '../support/test-database'

// The operator's levels: I at $10.00 wagered ($150.00 a day, $1.00 bonus), II at $20.00 ($300.00, $2.00), III at $50.00 ($500.00, $3.00).
const LEVELS = {
  levels: [
    { wagered_cents: 1_000, daily_withdrawal_limit_cents: 15_000, bonus_cents: 100 },
    { wagered_cents: 2_000, daily_withdrawal_limit_cents: 30_000, bonus_cents: 200 },
    { wagered_cents: 5_000, daily_withdrawal_limit_cents: 50_000, bonus_cents: 300 },
  ],
  level_zero_limit_cents: 12_000,
  bonus_wagering_multiple: 4,
}
const REFERRAL = { commission_bps: 750, wagering_multiple: 2 }

describe.each(ENGINES)('VIP levels and the referral commission set in the console on %s', (engine) => {
  let h: OperatorHarness
  let manager: TestOperator
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    await seedCatalogue(h.db)
    manager = await h.newOperator(['manage_promotions'])
  })
  afterAll(() => h.close())

  const audited = (key: string) =>
    h.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'promotions.changed')
      .where('target_id', '=', key)
      .orderBy('id')
      .execute()

  it('refuses an operator without manage_promotions (403) and a caller without a token (401)', async () => {
    const viewer = await h.newOperator(['view_players'])
    expect((await h.get('/api/operator/promotions', viewer)).statusCode).toBe(403)
    for (const [url, value] of [
      ['/api/operator/promotions/vip', LEVELS],
      ['/api/operator/promotions/referral', REFERRAL],
    ] as const) {
      expect((await h.post(url, viewer, { value, reason: 'try it' })).statusCode).toBe(403)
      expect((await h.post(url, null, { value, reason: 'try it' })).statusCode).toBe(401)
    }
    expect(await audited('vip')).toEqual([])
  })

  it('refuses levels and rates the rules cannot use, saying why, and writes nothing', async () => {
    const level = (i: number, change: object) => ({ ...LEVELS, levels: LEVELS.levels.map((l, j) => (j === i ? { ...l, ...change } : l)) })
    const cases: [string, object, string][] = [
      ['vip', level(1, { wagered_cents: 1_000 }), 'Level II must take more wagering than level I ($10.00).'],
      ['vip', level(2, { wagered_cents: 1_500 }), 'Level III must take more wagering than level II ($20.00).'],
      ['vip', level(1, { daily_withdrawal_limit_cents: 14_999 }), "Level II's daily withdrawal limit cannot be below level I's ($150.00)."],
      ['vip', { ...LEVELS, level_zero_limit_cents: 15_001 }, "Level I's daily withdrawal limit cannot be below level 0's ($150.01)."],
      ['vip', level(0, { bonus_cents: 0 }), "Level I's bonus must be from $0.01 to $10,000.00."],
      ['vip', level(2, { wagered_cents: 1_000_000_001 }), "Level III's amount wagered must be from $0.01 to $10,000,000.00."],
      [
        'vip',
        level(2, { daily_withdrawal_limit_cents: 100_000_001 }),
        "Level III's daily withdrawal limit must be from $1.00 to $1,000,000.00.",
      ],
      ['vip', { ...LEVELS, levels: LEVELS.levels.slice(0, 2) }, 'There are 3 levels, each with its amount, limit and bonus.'],
      ['vip', { ...LEVELS, bonus_wagering_multiple: 101 }, "The level bonus's requirement must be from 0 to 100 times the bonus."],
      ['referral', { ...REFERRAL, commission_bps: 5_001 }, 'The commission must be from 0% to 50% of net losses, in steps of 0.01%.'],
      ['referral', { ...REFERRAL, wagering_multiple: 100.5 }, "The commission's requirement must be from 0 to 100 times the commission."],
    ]
    for (const [key, value, message] of cases) {
      const res = await h.post(`/api/operator/promotions/${key}`, manager, { value, reason: 'try it' })
      expect(`${res.statusCode} ${res.json<{ message: string }>().message}`).toBe(`422 ${message}`)
    }
    // What the codec itself refuses (a negative amount, a fraction of a cent, a field too many) is refused before the rules.
    for (const value of [level(0, { bonus_cents: -1 }), level(0, { bonus_cents: 1.5 }), { ...REFERRAL, extra: 1 }]) {
      const key = 'extra' in value ? 'referral' : 'vip'
      const res = await h.post(`/api/operator/promotions/${key}`, manager, { value, reason: 'try it' })
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ message: 'The request is not valid.', errors: expect.any(Object) })
    }
    expect(await h.db.selectFrom('promotion_settings').select('key').where('key', 'in', ['vip', 'referral']).execute()).toEqual([])
  })

  it('answers the environment’s defaults until a change, then sets the levels with an audit entry; the VIP page reads them', async () => {
    const before = await h.get('/api/operator/promotions', manager)
    expect(before.statusCode).toBe(200)
    // The tests' environment keeps the specification's thresholds and bonuses and raises the limits (ROOMY_VIP_LIMITS).
    expect(before.json().vip.levels.map((l: { wagered_cents: number; bonus_cents: number }) => [l.wagered_cents, l.bonus_cents])).toEqual([
      [10_000, 1_000],
      [50_000, 1_500],
      [100_000, 2_000],
    ])
    expect(before.json().referral).toEqual({ commission_bps: 1_000, wagering_multiple: 1 })

    const set = await h.post('/api/operator/promotions/vip', manager, { value: LEVELS, reason: 'smaller levels for the spring' })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().vip).toEqual(LEVELS)
    const [entry, ...more] = await audited('vip')
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      operator_id: manager.id,
      target_type: 'promotion',
      reason: 'smaller levels for the spring',
      after: LEVELS,
    })
    expect(entry?.before).toMatchObject({ levels: [{ wagered_cents: 10_000 }, { wagered_cents: 50_000 }, { wagered_cents: 100_000 }] })

    const player = await h.newPlayer(20_000)
    // The withdrawal reads the new limit in its own transaction at once: level 0's is now $120.00.
    const over = await h.post('/api/withdraw', player, {
      currency: 'USD',
      amount: '120.01',
      payment_method: 'speed',
      invoice: 'ana@wallet.example',
    })
    expect(over.statusCode, over.body).toBe(422)
    expect(over.body).toContain('This is over your daily withdrawal limit of $120.00')
    const vip = await h.get('/api/vip', player)
    expect(vip.statusCode).toBe(200)
    expect(vip.json()).toMatchObject({
      level: 0,
      daily_withdrawal_limit_cents: 12_000,
      levels: [
        { rank: 1, numeral: 'I', wagered_cents: 1_000, daily_withdrawal_limit_cents: 15_000, bonus_cents: 100 },
        { rank: 2, numeral: 'II', wagered_cents: 2_000, daily_withdrawal_limit_cents: 30_000, bonus_cents: 200 },
        { rank: 3, numeral: 'III', wagered_cents: 5_000, daily_withdrawal_limit_cents: 50_000, bonus_cents: 300 },
      ],
      next_level_sentence: 'Wager $10.00 more to reach level I and its $1.00 bonus.',
    })
  })

  it('sets the referral commission with an audit entry; My Affiliates says the new rate and requirement', async () => {
    const set = await h.post('/api/operator/promotions/referral', manager, { value: REFERRAL, reason: 'a richer programme' })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().referral).toEqual(REFERRAL)
    expect(set.json().updated.map((u: { key: string }) => u.key)).toEqual(['referral', 'vip'])
    const [entry] = await audited('referral')
    expect(entry).toMatchObject({ before: { commission_bps: 1_000, wagering_multiple: 1 }, after: REFERRAL, reason: 'a richer programme' })
    const player = await h.newPlayer()
    const mine = await h.get('/api/affiliates', player)
    expect(mine.statusCode).toBe(200)
    expect(mine.json().commission_sentence).toBe(
      'Each Monday (00:00 UTC) you earn 7.5% of the net real-money losses of every player who joined through your link in the week before, paid as a bonus with a 2× wagering requirement.',
    )
  })

  it('names the games of the missions, for the console to show a name rather than an id', async () => {
    const answer = await h.get('/api/operator/promotions', manager)
    const ids = new Set(
      [...answer.json().missions.daily, ...answer.json().missions.weekly].flatMap((m: { game_id: string | null }) =>
        m.game_id ? [m.game_id] : [],
      ),
    )
    const games = answer.json().games as { game_id: string; name: string }[]
    const catalogue = await h.db
      .selectFrom('games')
      .select(['game_id', 'name'])
      .where('game_id', 'in', [...ids])
      .execute()
    expect(games.length).toBeGreaterThan(0)
    expect(games).toEqual([...catalogue].sort((a, b) => a.game_id.localeCompare(b.game_id)))
    expect(games.find((g) => g.game_id === 'cf-slots-chilli-fiesta')?.name).toBe('Chilli Fiesta')
  })
})
