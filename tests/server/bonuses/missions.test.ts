import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogue } from '../../../server/catalogue/seed-catalogue-rows'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { MISSION_NOT_FINISHED } from '../../../src/core/bonuses/missions.rules'
import { audit, createPlayer } from '../ledger/support/players'
import { openOperatorHarness, type OperatorHarness } from '../operator/support/operator-harness'
import { XHR } from '../support/test-app'
import { ENGINES } from '../support/test-database'

// 2030-01-07 is a Monday.
const SUNDAY_LAST_MS = Date.parse('2030-01-06T23:59:59.999Z')
const MONDAY = Date.parse('2030-01-07T00:00:00.000Z')
const CHILLI = 'cf-slots-chilli-fiesta'

interface Mission {
  id: string
  done: number
  target: number
  complete: boolean
  claimed: boolean
  rule: string
  game: { game_id: string; name: string } | null
}
interface Lists {
  daily: { resets_at: string; rule: string; missions: Mission[] }
  weekly: { resets_at: string; rule: string; missions: Mission[] }
}

describe.each(ENGINES)('daily and weekly missions on %s', (engine) => {
  let h: OperatorHarness
  let ledger: ReturnType<typeof kyselyLedger>
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    ledger = kyselyLedger(h.db)
    await seedCatalogue(h.db)
  })
  afterAll(() => h.close())

  const at = (ms: number) => h.clock.advance(ms - h.clock.now().getTime())
  /** A player whose live token (issued at the clock's time) is signed in at `signedInAt`, as its record says. */
  const playerSignedInAt = async (signedInAt: number) => {
    const userId = await createPlayer(h.db)
    const { token } = await h.graph.accounts.tokens.issue(h.db, userId)
    await sql`update access_tokens set created_at = ${new Date(signedInAt)} where user_id = ${userId}`.execute(h.db)
    return { userId, headers: { ...XHR, authorization: `Bearer ${token}` } }
  }
  const signInAgainAt = async (userId: number, when: number) => {
    await h.graph.accounts.tokens.issue(h.db, userId)
    await sql`update access_tokens set created_at = ${new Date(when)} where id = (select max(id) from access_tokens where user_id = ${userId})`.execute(
      h.db,
    )
  }
  const betAt = async (userId: number, cents: number, when: number, gameId = CHILLI) => {
    const key = `m-${userId}-${Math.random().toString(36).slice(2)}`
    const placed = await ledger.placeBet({ userId, amountCents: cents, idempotencyKey: `${key}:bet`, gameId, roundId: key })()
    if (E.isLeft(placed)) throw new Error(placed.left._tag)
    await h.db
      .updateTable('ledger_transactions')
      .set({ created_at: new Date(when) })
      .where('id', '=', placed.right.transactionId)
      .execute()
    return `${key}:bet`
  }
  const fund = (userId: number, cents: number) =>
    ledger.creditDeposit({ userId, amountCents: cents, idempotencyKey: `fund:${userId}:${Math.random()}` })()
  const lists = async (who: { headers: Record<string, string> }) => {
    const res = await h.get('/api/bonuses/missions', who)
    expect(res.statusCode).toBe(200)
    return res.json<Lists>()
  }
  const mission = (l: Lists, id: string) => [...l.daily.missions, ...l.weekly.missions].find((m) => m.id === id) as Mission
  const claim = (who: { headers: Record<string, string> }, id: string) => h.post(`/api/bonuses/missions/${id}/claim`, who)
  const rewards = async (userId: number) =>
    h.db
      .selectFrom('ledger_transactions')
      .select(['kind', 'amount_cents'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'mission_reward')
      .execute()

  it('counts a sign-in for its UTC day up to the last millisecond, pays the claim once, and resets at 00:00 UTC', async () => {
    at(SUNDAY_LAST_MS)
    const p = await playerSignedInAt(Date.parse('2030-01-06T00:00:00Z'))
    const before = await lists(p)
    expect(before.daily.resets_at).toBe('2030-01-07T00:00:00.000Z')
    expect(before.weekly.resets_at).toBe('2030-01-07T00:00:00.000Z')
    expect(before.daily.rule).toBe('Daily missions reset every day at 00:00 UTC.')
    expect(mission(before, 'daily-sign-in')).toMatchObject({ done: 1, target: 1, complete: true, claimed: false })

    const first = await claim(p, 'daily-sign-in')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ grant: { promotion: 'mission', amount_cents: 100, requirement_cents: 500, state: 'active' } })
    const again = await claim(p, 'daily-sign-in')
    expect(again.statusCode).toBe(200)
    expect(again.json().grant.id).toBe(first.json().grant.id)
    expect(await rewards(p.userId)).toEqual([{ kind: 'mission_reward', amount_cents: 100 }])
    expect(mission(await lists(p), 'daily-sign-in').claimed).toBe(true)

    at(MONDAY)
    const next = await lists(p)
    expect(mission(next, 'daily-sign-in')).toMatchObject({ done: 0, complete: false, claimed: false })
    expect(next.daily.resets_at).toBe('2030-01-08T00:00:00.000Z')
    expect(next.weekly.resets_at).toBe('2030-01-14T00:00:00.000Z')
    const refused = await claim(p, 'daily-sign-in')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(MISSION_NOT_FINISHED)
    expect(await rewards(p.userId)).toHaveLength(1)
    const books = await audit(h.db, p.userId)
    expect(books.unbalanced).toEqual([])
    expect(books.storedCents).toEqual(books.entrySumCents)
  })

  it('counts the week from Monday 00:00 UTC: three sign-in days up to Sunday complete it, Monday starts again', async () => {
    at(SUNDAY_LAST_MS)
    const p = await playerSignedInAt(Date.parse('2030-01-07T00:00:00Z') - 7 * 86_400_000) // the week's first instant
    await signInAgainAt(p.userId, Date.parse('2030-01-03T12:00:00Z'))
    await signInAgainAt(p.userId, Date.parse('2030-01-03T18:00:00Z')) // the same day counts once
    expect(mission(await lists(p), 'weekly-sign-in')).toMatchObject({ done: 2, target: 3, complete: false })
    expect((await claim(p, 'weekly-sign-in')).statusCode).toBe(409)
    await signInAgainAt(p.userId, SUNDAY_LAST_MS)
    expect(mission(await lists(p), 'weekly-sign-in')).toMatchObject({ done: 3, complete: true })
    at(MONDAY)
    await signInAgainAt(p.userId, MONDAY)
    expect(mission(await lists(p), 'weekly-sign-in')).toMatchObject({ done: 1, complete: false })
  })

  it('completes a wager mission at exactly its last cent on the named game; other games and rolled-back bets do not count', async () => {
    at(Date.parse('2030-01-08T12:00:00Z'))
    const p = await playerSignedInAt(Date.parse('2030-01-08T08:00:00Z'))
    await fund(p.userId, 50_000)
    await betAt(p.userId, 9_999, Date.parse('2030-01-08T00:00:00Z'))
    await betAt(p.userId, 5_000, Date.parse('2030-01-08T01:00:00Z'), 'cf-slots-gold-rush')
    await betAt(p.userId, 5_000, Date.parse('2030-01-07T23:59:59.999Z')) // yesterday's
    const rolledBack = await betAt(p.userId, 1, Date.parse('2030-01-08T02:00:00Z'))
    const undone = await ledger.rollbackBet({ userId: p.userId, betIdempotencyKey: rolledBack, idempotencyKey: `${rolledBack}:rb` })()
    expect(E.isRight(undone)).toBe(true)
    const short = mission(await lists(p), 'daily-chilli-fiesta')
    expect(short).toMatchObject({ done: 9_999, target: 10_000, complete: false, game: { game_id: CHILLI, name: 'Chilli Fiesta' } })
    expect(short.rule).toContain('Wager $100.00 on Chilli Fiesta')
    expect((await claim(p, 'daily-chilli-fiesta')).statusCode).toBe(409)
    await betAt(p.userId, 1, Date.parse('2030-01-08T11:59:59Z'))
    expect(mission(await lists(p), 'daily-chilli-fiesta')).toMatchObject({ done: 10_000, complete: true })
    expect((await claim(p, 'daily-chilli-fiesta')).statusCode).toBe(200)
    // Minutes with a round: 00:00, 01:00, 11:59 (the rolled-back bet's 02:00 does not count).
    expect(mission(await lists(p), 'daily-minutes')).toMatchObject({ done: 3 * 60, target: 50 * 60 })
  })

  it('pays a claim once when many arrive at the same time', async () => {
    at(Date.parse('2030-01-09T09:00:00Z'))
    for (let round = 0; round < 5; round++) {
      const p = await playerSignedInAt(Date.parse('2030-01-09T08:00:00Z'))
      const answers = await Promise.all(Array.from({ length: 6 }, () => claim(p, 'daily-sign-in')))
      expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200))
      expect(new Set(answers.map((a) => a.json().grant.id)).size).toBe(1)
      expect(await rewards(p.userId)).toHaveLength(1)
      expect(await h.db.selectFrom('bonus_grants').select('id').where('user_id', '=', p.userId).execute()).toHaveLength(1)
    }
  })

  it('answers only the signed-in player, and 404 for a mission that does not exist', async () => {
    at(Date.parse('2030-01-09T09:00:00Z'))
    expect((await h.get('/api/bonuses/missions', null)).statusCode).toBe(401)
    expect((await h.post('/api/bonuses/missions/daily-sign-in/claim', null)).statusCode).toBe(401)
    const p = await playerSignedInAt(Date.parse('2030-01-09T08:00:00Z'))
    expect((await claim(p, 'no-such-mission')).statusCode).toBe(404)
    expect((await claim(p, 'BAD_ID!')).statusCode).toBe(422)
  })
})
