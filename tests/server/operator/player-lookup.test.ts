import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_LOCKED } from '../../../server/accounts/http/accounts.replies'
import { ENGINES } from '../support/test-database'
import { XHR } from '../support/test-app'
import { registerPlayer } from '../accounts/support/accounts-test-app'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from './support/operator-harness'
import { requestLightningWithdrawal } from './support/withdrawals'

describe.each(ENGINES)('looking a player up, their sessions, locks and balance adjustments on %s', (engine) => {
  let h: OperatorHarness
  let agent: TestOperator
  let treasurer: TestOperator
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    agent = await h.newOperator(['view_players'])
    treasurer = await h.newOperator(['view_players', 'adjust_balances'])
  })
  afterAll(() => h.close())

  const registered = async () => {
    const r = await registerPlayer(h.app, { promo_code: 'COINFALLJOIN' })
    return { ...r, headers: { ...XHR, authorization: `Bearer ${r.token}` } }
  }

  it('finds a player by username, email or id, never an operator; shows profile, balances, movements, deposits and withdrawals', async () => {
    const ana = await registered()
    for (const q of [ana.user.username.toUpperCase(), ana.user.email, String(ana.user.id)]) {
      const found = await h.get(`/api/operator/players?q=${encodeURIComponent(q)}`, agent)
      expect(found.json<{ players: { id: number }[] }>().players[0]).toMatchObject({ id: ana.user.id, username: ana.user.username })
    }
    const operators = await h.get(`/api/operator/players?q=${encodeURIComponent(agent.email)}`, agent)
    expect(operators.json()).toEqual({ players: [] })
    expect((await h.get(`/api/operator/players/${agent.id}`, agent)).statusCode).toBe(404)
    expect((await h.get(`/api/operator/players?q=${'%'.repeat(3)}`, agent)).statusCode).toBe(200)

    const profile = await h.get(`/api/operator/players/${ana.user.id}`, agent)
    expect(profile.json()).toMatchObject({
      id: ana.user.id,
      locked: false,
      balances: { bonus_cents: 1000, withdrawable_cents: 0, total_cents: 1000 },
      bonus_grants: [{ promotion: 'join', amount_cents: 1000, requirement_cents: 10_000, wagered_cents: 0, state: 'active' }],
    })
    const ledger = await h.get(`/api/operator/players/${ana.user.id}/ledger`, agent)
    expect(ledger.json()).toMatchObject({
      total: 1,
      movements: [{ kind: 'bonus_grant', amount_cents: 1000, idempotency_key: `bonus-grant:join:${ana.user.id}` }],
    })
    expect((await h.get(`/api/operator/players/${ana.user.id}/deposits`, agent)).json()).toEqual({ deposits: [] })
    expect((await h.get(`/api/operator/players/${ana.user.id}/withdrawals`, agent)).json()).toEqual({ withdrawals: [] })
    const viewed = await h.db.selectFrom('operator_audit_log').select('action').where('target_id', '=', String(ana.user.id)).execute()
    expect(viewed.map((v) => v.action)).toEqual(['player.viewed'])
  })

  it("lists the player's sessions and ends one: that token stops working at once", async () => {
    const ana = await registered()
    const sessions = (await h.get(`/api/operator/players/${ana.user.id}/sessions`, agent)).json<{
      sessions: { id: number; live: boolean }[]
    }>()
    expect(sessions.sessions).toHaveLength(1)
    expect(sessions.sessions[0]!.live).toBe(true)
    const revoked = await h.post(`/api/operator/players/${ana.user.id}/sessions/${sessions.sessions[0]!.id}/revoke`, agent, {})
    expect(revoked.json()).toMatchObject({ session: { live: false } })
    expect((await h.get('/api/wallet-balance', ana)).statusCode).toBe(401)
    // Another player's session, through this player's path: not found, nothing revoked.
    const bo = await registered()
    const bos = (await h.get(`/api/operator/players/${bo.user.id}/sessions`, agent)).json<{ sessions: { id: number }[] }>()
    expect((await h.post(`/api/operator/players/${ana.user.id}/sessions/${bos.sessions[0]!.id}/revoke`, agent, {})).statusCode).toBe(404)
    expect((await h.get('/api/wallet-balance', bo)).statusCode).toBe(200)
  })

  it('locks an account (every session ends, logins are refused with a clear message) and unlocks it', async () => {
    const ana = await registered()
    const locked = await h.post(`/api/operator/players/${ana.user.id}/lock`, agent, { reason: 'Chargeback under review.' })
    expect(locked.json()).toMatchObject({ locked: true, lock_reason: 'Chargeback under review.' })
    expect((await h.post(`/api/operator/players/${ana.user.id}/lock`, agent, { reason: 'Again.' })).statusCode).toBe(409)
    expect((await h.get('/api/wallet-balance', ana)).statusCode).toBe(401)
    const login = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: XHR,
      payload: { email: ana.user.email, password: ana.password },
    })
    expect(login.statusCode).toBe(403)
    expect(login.json()).toEqual(ACCOUNT_LOCKED)
    const unlocked = await h.post(`/api/operator/players/${ana.user.id}/unlock`, agent, { reason: 'Cleared.' })
    expect(unlocked.json()).toMatchObject({ locked: false, lock_reason: null })
    const again = await h.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: XHR,
      payload: { email: ana.user.email, password: ana.password },
    })
    expect(again.statusCode).toBe(200)
    const audit = await h.db
      .selectFrom('operator_audit_log')
      .select(['action', 'before', 'after', 'reason'])
      .where('target_id', '=', String(ana.user.id))
      .where('action', 'in', ['player.locked', 'player.unlocked'])
      .orderBy('id')
      .execute()
    expect(audit).toEqual([
      {
        action: 'player.locked',
        before: { locked: false, lock_reason: null },
        after: { locked: true, lock_reason: 'Chargeback under review.' },
        reason: 'Chargeback under review.',
      },
      {
        action: 'player.unlocked',
        before: { locked: true, lock_reason: 'Chargeback under review.' },
        after: { locked: false, lock_reason: null },
        reason: 'Cleared.',
      },
    ])
  })

  it('adjusts a balance once per key, against the house account, shown in the player’s transactions; a debit never overdraws', async () => {
    const ana = await registered()
    const adjust = (body: Record<string, unknown>, who = treasurer) =>
      h.post(`/api/operator/players/${ana.user.id}/adjustments`, who, {
        direction: 'credit',
        balance: 'withdrawable',
        amount: '12.50',
        reason: 'Goodwill for a stuck round.',
        idempotency_key: 'adj-0001-goodwill',
        ...body,
      })
    expect((await adjust({}, agent)).statusCode).toBe(403)
    const first = await adjust({})
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ replayed: false, amount_cents: 1250, balances: { withdrawable_cents: 1250 } })
    const replay = await adjust({})
    expect(replay.json()).toMatchObject({
      replayed: true,
      transaction_id: first.json<{ transaction_id: number }>().transaction_id,
      balances: { withdrawable_cents: 1250 },
    })
    expect((await adjust({ amount: '13.00' })).statusCode).toBe(409)
    // The same key and amount naming the other balance is not a replay: refused, nothing moved.
    const otherBalance = await adjust({ balance: 'bonus' })
    expect(otherBalance.statusCode).toBe(409)
    expect(otherBalance.json()).toEqual({ message: expect.stringContaining('another amount or balance') })
    const overdraw = await adjust({ direction: 'debit', amount: '20.00', idempotency_key: 'adj-0002-debit' })
    expect(overdraw.statusCode).toBe(422)
    const debit = await adjust({ direction: 'debit', balance: 'bonus', amount: '4.00', idempotency_key: 'adj-0003-bonus' })
    expect(debit.json()).toMatchObject({ amount_cents: -400, balances: { bonus_cents: 600, withdrawable_cents: 1250 } })
    expect((await adjust({ amount: '10000.01', idempotency_key: 'adj-0004-huge' })).statusCode).toBe(422)
    expect((await adjust({ amount: '-5', idempotency_key: 'adj-0005-neg' })).statusCode).toBe(422)

    const mine = (await h.get('/api/casino/transaction', ana)).json<{ transactions: { kind: string; amount_cents: number }[] }>()
    expect(mine.transactions.slice(0, 2).map((t) => [t.kind, t.amount_cents])).toEqual([
      ['adjustment', -400],
      ['adjustment', 1250],
    ])
    const entries = await h.db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['a.kind', 'e.amount_cents'])
      .where('t.user_id', '=', ana.user.id)
      .where('t.kind', '=', 'adjustment')
      .orderBy('e.id')
      .execute()
    expect(entries).toEqual([
      { kind: 'operator_adjustments', amount_cents: -1250 },
      { kind: 'withdrawable', amount_cents: 1250 },
      { kind: 'operator_adjustments', amount_cents: 400 },
      { kind: 'bonus', amount_cents: -400 },
    ])
    const audited = await h.db
      .selectFrom('operator_audit_log')
      .select(['before', 'after'])
      .where('action', '=', 'player.balance_adjusted')
      .where('target_id', '=', String(ana.user.id))
      .orderBy('id')
      .execute()
    expect(audited).toHaveLength(2)
    expect(audited[0]).toMatchObject({ before: { withdrawable_cents: 0 }, after: { withdrawable_cents: 1250 } })
  })

  it("shows a player's withdrawals to an agent", async () => {
    const player = await h.newPlayer(2_000)
    const id = await requestLightningWithdrawal(h, player, '5.00')
    const res = await h.get(`/api/operator/players/${player.userId}/withdrawals`, agent)
    expect(res.json()).toMatchObject({ withdrawals: [{ id, stage: 'pending', amount_cents: 500 }] })
  })
})
