import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGINES } from '../support/test-database'
import { openOperatorHarness, type OperatorHarness, type TestOperator } from './support/operator-harness'
import { requestLightningWithdrawal } from './support/withdrawals'

interface Health {
  liabilities: { withdrawable_cents: number; bonus_cents: number; withdrawals_in_flight_cents: number }
  house_accounts: { kind: string; balance_cents: number }[]
  range: { deposits: { count: number; cents: number }; payouts: { count: number; cents: number }; refunds: { count: number } }
  invariants: { name: string; holds: boolean }[]
  reconciler: unknown
}

describe.each(ENGINES)('the ledger’s health and the audit log on %s', (engine) => {
  let h: OperatorHarness
  let auditor: TestOperator
  let cashier: TestOperator
  beforeAll(async () => {
    h = await openOperatorHarness(engine)
    auditor = await h.newOperator(['view_ledger'])
    cashier = await h.newOperator(['approve_withdrawals'])
  })
  afterAll(() => h.close())

  it('shows what players hold, the house accounts, money in and out over the range, the invariants holding, and the reconciler’s last run', async () => {
    const player = await h.newPlayer(3_000)
    const paid = await requestLightningWithdrawal(h, player, '10.00')
    await h.post(`/api/operator/withdrawals/${paid}/approve`, cashier, {})
    await requestLightningWithdrawal(h, player, '5.00')
    await h.graph.payments.reconcileWithdrawals(() => undefined)()
    const res = await h.get('/api/operator/ledger/health', auditor)
    expect(res.statusCode).toBe(200)
    const health = res.json<Health>()
    expect(health.invariants.filter((i) => !i.holds)).toEqual([])
    expect(health.invariants.map((i) => i.name)).toContain('entries sum to zero')
    expect(health.range.deposits.count).toBeGreaterThanOrEqual(1)
    expect(health.range.payouts).toMatchObject({ count: 1, cents: 1000 })
    expect(health.liabilities.withdrawals_in_flight_cents).toBe(500)
    const house = Object.fromEntries(health.house_accounts.map((a) => [a.kind, a.balance_cents]))
    expect(Object.keys(house).sort()).toEqual(['bonus_fund', 'house_game', 'operator_adjustments', 'payment_clearing'])
    expect(
      house.payment_clearing! +
        health.liabilities.withdrawable_cents +
        health.liabilities.bonus_cents +
        house.bonus_fund! +
        house.house_game! +
        house.operator_adjustments!,
    ).toBe(0)
    expect(health.reconciler).toMatchObject({ examined: expect.any(Number), error: null })
  })

  it('refuses a range that ends before it starts or spans more than a year', async () => {
    expect((await h.get('/api/operator/ledger/health?from=2030-02-01&to=2030-01-01', auditor)).statusCode).toBe(422)
    expect((await h.get('/api/operator/ledger/health?from=2020-01-01&to=2030-01-01', auditor)).statusCode).toBe(422)
    expect((await h.get('/api/operator/ledger/health?from=2030-02-31', auditor)).statusCode).toBe(422)
    expect((await h.get('/api/operator/ledger/health?from=2020-01-01T00:00:00Z&to=2020-06-01', auditor)).statusCode).toBe(200)
  })

  it('lists the audit log newest first, filtered by action, operator and target, a page at a time', async () => {
    const all = (await h.get('/api/operator/audit?limit=200', auditor)).json<{ entries: { id: number; action: string }[] }>()
    const ids = all.entries.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const paid = (await h.get('/api/operator/audit?action=withdrawal.paid', auditor)).json<{
      entries: { action: string; operator_username: string }[]
    }>()
    expect(paid.entries.length).toBeGreaterThanOrEqual(1)
    expect(paid.entries.every((e) => e.action === 'withdrawal.paid')).toBe(true)
    const byCashier = (await h.get(`/api/operator/audit?operator_id=${cashier.id}&limit=2`, auditor)).json<{
      entries: { operator_id: number }[]
      next_before_id: number | null
    }>()
    expect(byCashier.entries.every((e) => e.operator_id === cashier.id)).toBe(true)
    expect(byCashier.next_before_id).not.toBeNull()
    const next = (await h.get(`/api/operator/audit?operator_id=${cashier.id}&before_id=${byCashier.next_before_id}`, auditor)).json<{
      entries: { id: number }[]
    }>()
    expect(next.entries.every((e) => e.id < byCashier.next_before_id!)).toBe(true)
    expect((await h.get('/api/operator/audit?action=drop.tables', auditor)).statusCode).toBe(422)
    expect((await h.get(`/api/operator/audit?target_id=${'x'.repeat(65)}`, auditor)).statusCode).toBe(422)
  })
})
