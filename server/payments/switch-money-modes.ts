import * as E from 'fp-ts/Either'
import { sql } from 'kysely'
import type { Db } from '../db/database'
import type { Ledger } from '../ledger/ledger.port'
import type { AuditLog } from '../operator/audit-log.port'
import type { PaymentProviderName } from './deposit'
import { sameMoney, type MoneyModes } from './payments-mode.rules'
import { MONEY_MODES_KEY, readMoneyModes } from './recorded-money-modes'
import { isFinal as isFinalWithdrawal } from './withdrawal-states.rules'

export type SwitchRefusal =
  | { readonly _tag: 'AlreadyInMode' }
  /** Money on its way out can only settle with the provider that started it. */
  | { readonly _tag: 'OpenWithdrawals'; readonly count: number }
  /** A live deposit still waiting may yet receive real money: it cannot be cancelled. */
  | { readonly _tag: 'OpenLiveDeposits'; readonly count: number }
  /** Players hold money of the old mode and no write-off was asked for. */
  | { readonly _tag: 'BalancesHeld'; readonly players: number; readonly cents: number }

export interface Switched {
  readonly from: MoneyModes | null
  readonly to: MoneyModes
  readonly writtenOff: { readonly players: number; readonly cents: number }
  readonly cancelledDeposits: number
}

export interface SwitchRequest {
  readonly to: MoneyModes
  /** Why every player balance is written off to zero; null refuses the switch while any is held. */
  readonly writeOffReason: string | null
}

const NON_FINAL_DEPOSITS = ['pending', 'partially_paid'] as const

/**
 * Changes the money a database holds, on purpose and once: while a withdrawal is open nothing
 * changes; players' balances are the old mode's money, so they must be empty or written off to
 * the house (an adjustment per balance, one audit entry for the switch); deposits still waiting in
 * a sandbox are cancelled, since no sandbox will ever pay them now. All of it in one transaction,
 * with the recorded mode's row locked, so a start or a second switch cannot slip between.
 */
export const makeSwitchMoneyModes =
  (deps: { readonly db: Db; readonly ledger: Ledger; readonly audit: AuditLog }) =>
  async (request: SwitchRequest): Promise<E.Either<SwitchRefusal, Switched>> =>
    deps.db.transaction().execute(async (trx) => {
      await sql`select value from app_meta where key = ${MONEY_MODES_KEY} for update`.execute(trx)
      const from = await readMoneyModes(trx)
      if (from !== null && sameMoney(from, request.to)) return E.left({ _tag: 'AlreadyInMode' } as const)

      const withdrawals = await trx.selectFrom('payment_withdrawals').select('status').execute()
      const open = withdrawals.filter((w) => !isFinalWithdrawal(w.status)).length
      if (open > 0) return E.left({ _tag: 'OpenWithdrawals', count: open } as const)

      const waiting = await trx
        .selectFrom('payment_deposits')
        .select(['id', 'provider'])
        .where('status', 'in', NON_FINAL_DEPOSITS)
        .forUpdate()
        .execute()
      const wasLive = (provider: PaymentProviderName) => from === null || from[provider] === 'live'
      const live = waiting.filter((d) => wasLive(d.provider)).length
      if (live > 0) return E.left({ _tag: 'OpenLiveDeposits', count: live } as const)

      const held = await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'user_id', 'kind', 'balance_cents'])
        .where('user_id', 'is not', null)
        .where('balance_cents', '>', 0)
        .orderBy('id')
        .forUpdate()
        .execute()
      const cents = held.reduce((sum, a) => sum + (a.balance_cents ?? 0), 0)
      const players = new Set(held.map((a) => a.user_id)).size
      if (held.length > 0 && request.writeOffReason === null) return E.left({ _tag: 'BalancesHeld', players, cents } as const)

      const switchId = `${Date.now()}`
      for (const account of held) {
        if (account.user_id === null || account.balance_cents === null) continue
        if (account.kind !== 'withdrawable' && account.kind !== 'bonus') continue
        const moved = await deps.ledger.within(trx).adjustBalance({
          userId: account.user_id,
          balance: account.kind,
          signedCents: -account.balance_cents,
          idempotencyKey: `payments-mode-switch:${switchId}:${account.id}`,
          metadata: { reason: request.writeOffReason, paymentsModeSwitch: { from, to: request.to } },
        })()
        // The balances were read under lock in this transaction: a refusal means the books are not
        // what they say, and the whole switch must not happen.
        if (E.isLeft(moved)) throw new Error(`writing off account ${account.id} was refused: ${moved.left._tag}`)
      }
      if (waiting.length > 0)
        await trx
          .updateTable('payment_deposits')
          .set({ status: 'cancelled', updated_at: new Date() })
          .where(
            'id',
            'in',
            waiting.map((d) => d.id),
          )
          .execute()
      await sql`insert into app_meta (key, value) values (${MONEY_MODES_KEY}, ${JSON.stringify(request.to)})
                on conflict (key) do update set value = excluded.value, updated_at = now()`.execute(trx)
      const switched: Switched = { from, to: request.to, writtenOff: { players, cents }, cancelledDeposits: waiting.length }
      await deps.audit.record(trx, {
        operatorId: null,
        via: 'cli',
        action: 'payments.mode_switched',
        target: null,
        before: from,
        after: { modes: request.to, writtenOff: switched.writtenOff, cancelledDeposits: waiting.length },
        reason: request.writeOffReason,
      })
      return E.right(switched)
    })
