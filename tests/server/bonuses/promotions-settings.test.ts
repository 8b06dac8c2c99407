import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { makeHappyHourBoost, type CreditedDeposit } from '../../../server/promotions/happy-hour-boost'
import { seedCatalogue } from '../../../server/catalogue/seed-catalogue-rows'
import { createPlayer } from '../ledger/support/players'
import { openOperatorHarness, type OperatorHarness } from '../operator/support/operator-harness'
import { ENGINES } from '../support/test-database'

const JOIN = { code: 'SPRING25', amount_cents: 2500, wagering_multiple: 4, expiry_days: 7 }

describe.each(ENGINES)('promotion settings and happy hour on %s', (engine) => {
  let h: OperatorHarness
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    await seedCatalogue(h.db)
  })
  afterAll(() => h.close())

  it('refuses a change without manage_promotions, and audits one made with it; sign-up then uses the new join terms', async () => {
    const viewer = await h.newOperator(['view_players'])
    expect((await h.get('/api/operator/promotions', viewer)).statusCode).toBe(403)
    expect((await h.post('/api/operator/promotions/join', viewer, { value: JOIN, reason: 'spring campaign' })).statusCode).toBe(403)
    expect((await h.post('/api/operator/promotions/join', null, { value: JOIN, reason: 'spring campaign' })).statusCode).toBe(401)

    const manager = await h.newOperator(['manage_promotions'])
    const before = await h.get('/api/operator/promotions', manager)
    expect(before.statusCode).toBe(200)
    expect(before.json().join).toMatchObject({ code: 'COINFALLJOIN', amount_cents: 1000 })
    const set = await h.post('/api/operator/promotions/join', manager, { value: JOIN, reason: 'spring campaign' })
    expect(set.statusCode).toBe(200)
    expect(set.json().join).toEqual(JOIN)
    expect(set.json().updated).toEqual([expect.objectContaining({ key: 'join', updated_by: expect.any(String) })])
    const entry = await h.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('action', '=', 'promotions.changed')
      .where('operator_id', '=', manager.id)
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ target_type: 'promotion', target_id: 'join', reason: 'spring campaign' })
    expect(entry.before).toMatchObject({ code: 'COINFALLJOIN' })
    expect(entry.after).toEqual(JOIN)

    const publicTerms = await h.get('/api/promotions', null)
    expect(publicTerms.json().join).toMatchObject({ code: 'SPRING25', amount_cents: 2500 })
    expect(publicTerms.json().join.rule).toContain('Wager $100.00 within 7 days')

    const email = `spring${Date.now()}@example.test`
    const signUp = await h.post('/api/register', null, {
      name: 'Spring Player',
      username: `spring${Date.now().toString(36)}`,
      email,
      password: 'Spring-Password-1',
      password_confirmation: 'Spring-Password-1',
      promo_code: ' spring25 ',
    })
    expect(signUp.statusCode, signUp.body).toBe(201)
    const user = await h.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    expect(
      await h.db.selectFrom('bonus_grants').select(['amount_cents', 'requirement_cents']).where('user_id', '=', user.id).execute(),
    ).toEqual([{ amount_cents: 2500, requirement_cents: 10_000 }])
  })

  it('refuses settings its rules cannot use, saying why, and writes nothing', async () => {
    const manager = await h.newOperator(['manage_promotions'])
    const mission = {
      id: 'x-wager',
      title: 'Wager',
      kind: 'wager_on_game',
      target: 100,
      game_id: 'cf-no-such-game',
      reward_cents: 100,
      wagering_multiple: 1,
    }
    const unknownGame = await h.post('/api/operator/promotions/missions', manager, {
      value: { daily: [mission], weekly: [] },
      reason: 'try it',
    })
    expect(unknownGame.statusCode).toBe(422)
    expect(unknownGame.json().message).toBe('No game of the catalogue has the id cf-no-such-game.')
    const empty = await h.post('/api/operator/promotions/happy_hour', manager, {
      value: { windows: [{ start_minute: 60, end_minute: 60 }], percent: 20, cap_cents: 5000, wagering_multiple: 10 },
      reason: 'try it',
    })
    expect(empty.statusCode).toBe(422)
    const odd = await h.post('/api/operator/promotions/happy_hour', manager, {
      value: { windows: [{ start_minute: 1440, end_minute: 60 }], percent: 500, cap_cents: -1, wagering_multiple: 10 },
      reason: 'try it',
    })
    expect(odd.statusCode).toBe(422)
    const rows = await h.db.selectFrom('promotion_settings').select('key').where('key', 'in', ['missions', 'happy_hour']).execute()
    expect(rows).toEqual([])
  })

  it('boosts a deposit credited from the window start second up to, not including, its end, once per deposit', async () => {
    const manager = await h.newOperator(['manage_promotions'])
    const set = await h.post('/api/operator/promotions/happy_hour', manager, {
      value: { windows: [{ start_minute: 18 * 60, end_minute: 19 * 60 }], percent: 20, cap_cents: 5000, wagering_multiple: 3 },
      reason: 'evening boost',
    })
    expect(set.statusCode).toBe(200)
    const boostIn = makeHappyHourBoost({ ledger: kyselyLedger(h.db), clock: h.clock, settings: h.graph.bonuses.promotions })
    const boost = (d: CreditedDeposit) => h.db.transaction().execute((trx) => boostIn(trx, d))
    const at = (iso: string) => h.clock.advance(Date.parse(iso) - h.clock.now().getTime())
    const userId = await createPlayer(h.db)
    const cases: [string, number, number][] = [
      ['2030-02-01T17:59:59.999Z', 10_000, 0],
      ['2030-02-01T18:00:00.000Z', 10_000, 2_000],
      ['2030-02-01T18:59:59.999Z', 1_001, 200],
      ['2030-02-01T19:00:00.000Z', 10_000, 0],
      ['2030-02-02T18:30:00.000Z', 1_000_000, 5_000],
    ]
    for (const [when, deposit, expected] of cases) {
      at(when)
      expect(await boost({ userId, depositId: `dep-${when}`, creditedCents: deposit }), when).toBe(expected)
    }
    at('2030-02-01T18:00:00.000Z')
    const twice = await Promise.all([1, 2, 3].map(() => boost({ userId, depositId: 'dep-once', creditedCents: 500 })))
    expect(twice).toEqual([100, 100, 100])
    const grants = await h.db
      .selectFrom('ledger_transactions')
      .select('amount_cents')
      .where('user_id', '=', userId)
      .where('kind', '=', 'happy_hour_bonus')
      .orderBy('id')
      .execute()
    expect(grants.map((g) => g.amount_cents)).toEqual([2_000, 200, 5_000, 100])
    const rows = await h.db
      .selectFrom('bonus_grants')
      .select(['promotion', 'requirement_cents'])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
    expect(rows[0]).toEqual({ promotion: 'happy_hour', requirement_cents: 6_000 })
    // A player on a break from play gets no boost, and the credit it rides on is not refused either.
    const resting = await createPlayer(h.db)
    await h.db
      .insertInto('play_breaks')
      .values({ user_id: resting, kind: 'cool_off', started_at: h.clock.now(), ends_at: new Date(h.clock.now().getTime() + 86_400_000) })
      .execute()
    expect(await boost({ userId: resting, depositId: 'dep-resting', creditedCents: 10_000 })).toBe(0)
  })
})
