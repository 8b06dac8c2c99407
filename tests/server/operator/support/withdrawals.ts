import { sql } from 'kysely'
import type { Db } from '../../../../server/db/database'
import type { Player } from '../../payments/support/payments-harness'
import type { OperatorHarness } from './operator-harness'

/** A lightning withdrawal the player asks for (PENDING, debited); answers its id. */
export async function requestLightningWithdrawal(h: OperatorHarness, player: Player, amount = '15.00', invoice = 'ana@wallet.example') {
  const res = await h.post('/api/withdraw', player, { currency: 'USD', amount, payment_method: 'speed', invoice })
  if (res.statusCode !== 200) throw new Error(`withdraw failed: ${res.statusCode} ${res.body}`)
  const body = res.json<{ status: string; withdrawal_id: string }>()
  if (body.status !== 'PENDING') throw new Error(`withdrawal is ${body.status}`)
  return body.withdrawal_id
}

/** What the ledger and the sandbox hold for one withdrawal: debits, refunds and instant sends made. */
export async function moneyOf(db: Db, withdrawalId: string) {
  const keys = await db
    .selectFrom('ledger_transactions')
    .select('idempotency_key')
    .where('idempotency_key', 'in', [`withdrawal:${withdrawalId}`, `withdrawal-refund:${withdrawalId}`])
    .execute()
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from payment_sandbox_objects
    where kind = 'speed_send' and data->>'note' = ${`Coinfall withdrawal ${withdrawalId}`}`.execute(db)
  return {
    debits: keys.filter((k) => k.idempotency_key.startsWith('withdrawal:')).length,
    refunds: keys.filter((k) => k.idempotency_key.startsWith('withdrawal-refund:')).length,
    sends: rows[0]?.n ?? 0,
  }
}
