import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../server/db/database'
import { kyselyLedger } from '../../../server/ledger/kysely-ledger.adapter'
import { dbAuditLog } from '../../../server/operator/db-audit-log.adapter'
import { CommandError } from '../../../server/operations/command-line'
import { runPaymentsModeCommand } from '../../../server/payments/payments-mode-commands'
import { readPaymentsConfig } from '../../../server/payments/payments-config'
import { claimMoneyModes, holdRecordedMoneyModes, readMoneyModes } from '../../../server/payments/recorded-money-modes'
import { audit, createPlayer } from '../ledger/support/players'
import { ENGINES, openTestDatabase, type TestDatabase } from '../support/test-database'

const SANDBOX = readPaymentsConfig({})
const LIVE = readPaymentsConfig({
  SPEED_SECRET_KEY: 'sk_live_abc',
  NOWPAYMENTS_API_KEY: 'NPKEY',
  NOWPAYMENTS_IPN_SECRET: 'ipn',
  PUBLIC_URL: 'https://casino.example',
})

describe.each(ENGINES)('one payments mode per database on %s', (engine) => {
  let t: TestDatabase
  let db: Db
  beforeAll(async () => {
    t = await openTestDatabase(engine)
    db = t.db
  })
  afterAll(() => t.close())

  const command = async (settings: typeof SANDBOX, ...args: string[]) => {
    const lines: string[] = []
    await runPaymentsModeCommand(args, { db, ledger: kyselyLedger(db), audit: dbAuditLog(db), settings, print: (l) => lines.push(l) })
    return lines.join('\n')
  }

  const credit = async (userId: number, cents: number, key: string) => {
    const done = await kyselyLedger(db).creditDeposit({ userId, amountCents: cents, idempotencyKey: key })()
    expect(done._tag).toBe('Right')
  }

  it('records the first start’s mode; two starts at once with other modes agree on the first, the other is refused', async () => {
    const claims = await Promise.allSettled([holdRecordedMoneyModes(db, SANDBOX), holdRecordedMoneyModes(db, LIVE)])
    const refused = claims.filter((c) => c.status === 'rejected')
    expect(refused).toHaveLength(1)
    const recorded = await readMoneyModes(db)
    const winner = claims[0].status === 'fulfilled' ? 'sandbox' : 'live'
    expect(recorded).toEqual({ speed: winner, nowpayments: winner })
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('A database keeps one payments mode')
    // Whoever won, this test goes on from a sandbox database.
    if (winner === 'live') await db.deleteFrom('app_meta').where('key', '=', 'payments_money_modes').execute()
    expect(await claimMoneyModes(db, { speed: 'sandbox', nowpayments: 'sandbox' })).toEqual({ speed: 'sandbox', nowpayments: 'sandbox' })
    await expect(holdRecordedMoneyModes(db, LIVE)).rejects.toThrow(/holds Speed sandbox, NOWPayments sandbox money/)
    await expect(holdRecordedMoneyModes(db, SANDBOX)).resolves.toBeUndefined()
  })

  it('refuses to switch while sandbox money is in players’ balances or a withdrawal is open; a write-off zeroes the balances, audited', async () => {
    const [alice, bob] = [await createPlayer(db), await createPlayer(db)]
    await credit(alice, 2_500, `mode-test:${alice}`)
    await credit(bob, 700, `mode-test:${bob}`)
    await db
      .insertInto('payment_deposits')
      .values({
        id: `inv_mode_${bob}`,
        user_id: bob,
        provider: 'speed',
        provider_payment_id: `pi_${bob}`,
        amount_cents: 1000,
        status: 'pending',
      })
      .execute()
    await expect(command(LIVE, 'switch')).rejects.toThrow(/2 player\(s\) hold \$32\.00 of the current mode's money/)

    const open = `wd_mode_${alice}`
    await db
      .insertInto('payment_withdrawals')
      .values({ id: open, user_id: alice, method: 'speed', amount_cents: 100, address: 'x', payout_currency: null, status: 'PENDING' })
      .execute()
    await expect(command(LIVE, 'switch', '--write-off', 'going live')).rejects.toThrow(/1 withdrawal\(s\) are not final yet/)
    await db.updateTable('payment_withdrawals').set({ status: 'SENT' }).where('id', '=', open).execute()
    await expect(command(LIVE, 'switch', '--write-off', ' x ')).rejects.toThrow(CommandError)

    const out = await command(LIVE, 'switch', '--write-off', 'going live')
    expect(out).toContain('Switched from Speed sandbox, NOWPayments sandbox to Speed live, NOWPayments live.')
    expect(out).toContain('held by 2 player(s)')
    expect(out).toContain('Cancelled 1 sandbox deposit(s) still waiting.')
    for (const player of [alice, bob]) {
      const books = await audit(db, player)
      expect(books.storedCents).toEqual({ bonus: 0, withdrawable: 0 })
      expect(books.entrySumCents).toEqual({ bonus: 0, withdrawable: 0 })
      expect(books.unbalanced).toEqual([])
      expect(books.grandTotalCents).toBe(0)
    }
    expect(await readMoneyModes(db)).toEqual({ speed: 'live', nowpayments: 'live' })
    const deposit = await db.selectFrom('payment_deposits').select('status').where('id', '=', `inv_mode_${bob}`).executeTakeFirstOrThrow()
    expect(deposit.status).toBe('cancelled')
    const entry = await db
      .selectFrom('operator_audit_log')
      .select(['via', 'reason', 'before', 'after'])
      .where('action', '=', 'payments.mode_switched')
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({
      via: 'cli',
      reason: 'going live',
      before: { speed: 'sandbox', nowpayments: 'sandbox' },
      after: { modes: { speed: 'live', nowpayments: 'live' }, cancelledDeposits: 1 },
    })
    await expect(holdRecordedMoneyModes(db, LIVE)).resolves.toBeUndefined()
    await expect(holdRecordedMoneyModes(db, SANDBOX)).rejects.toThrow(/holds Speed live, NOWPayments live money/)
    await expect(command(LIVE, 'switch')).rejects.toThrow('already holds this payments mode')
  })

  it('never cancels a live deposit still waiting for money, and two switches at once switch once', async () => {
    const carol = await createPlayer(db)
    const waiting = `inv_live_${carol}`
    await db
      .insertInto('payment_deposits')
      .values({
        id: waiting,
        user_id: carol,
        provider: 'nowpayments',
        provider_payment_id: `np_${carol}`,
        amount_cents: 1000,
        status: 'pending',
      })
      .execute()
    await expect(command(SANDBOX, 'switch')).rejects.toThrow(/1 live deposit\(s\) are still waiting/)
    await db.updateTable('payment_deposits').set({ status: 'expired' }).where('id', '=', waiting).execute()
    const both = await Promise.allSettled([command(SANDBOX, 'switch'), command(SANDBOX, 'switch')])
    expect(both.filter((b) => b.status === 'fulfilled')).toHaveLength(1)
    expect(String((both.find((b) => b.status === 'rejected') as PromiseRejectedResult).reason)).toContain('already holds')
    expect(await command(SANDBOX, 'show')).toMatch(
      /^This database holds: Speed sandbox, NOWPayments sandbox\nThe settings say: +payments: Speed sandbox/,
    )
  })
})
