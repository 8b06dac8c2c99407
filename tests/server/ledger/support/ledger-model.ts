import * as E from 'fp-ts/Either'
import type { LedgerReceipt, LedgerRefusal } from '../../../../server/ledger/ledger.port'

export type LedgerResult = E.Either<LedgerRefusal, LedgerReceipt>

export type ModelOp =
  | { readonly kind: 'bet' | 'win' | 'deposit' | 'withdrawal'; readonly key: string; readonly cents: number }
  | { readonly kind: 'rollback'; readonly key: string; readonly betKey: string }

interface Recorded {
  readonly op: ModelOp
  readonly balanceAfter: number
  readonly fromBonus: number
  readonly fromWithdrawable: number
}

/**
 * The ledger's rules as plain arithmetic over two numbers, for one player: what the database
 * must agree with, step by step.
 */
export class LedgerModel {
  bonus = 1000
  withdrawable = 0
  private readonly byKey = new Map<string, Recorded>()
  private readonly rollbackOf = new Map<string, Recorded>()

  get total(): number {
    return this.bonus + this.withdrawable
  }

  apply(op: ModelOp): LedgerResult {
    const known = this.byKey.get(op.key)
    if (known) return this.same(known.op, op) ? this.receipt(known, true) : refusal('KeyReusedWithOtherAmount')
    if (op.kind === 'rollback') return this.rollback(op)
    if (op.kind === 'bet') {
      // Withdrawable money is staked first, then bonus money.
      const fromWithdrawable = Math.min(this.withdrawable, op.cents)
      if (op.cents - fromWithdrawable > this.bonus) return refusal('InsufficientFunds')
      return this.record(op, op.cents - fromWithdrawable, fromWithdrawable)
    }
    if (op.kind === 'withdrawal') {
      return op.cents > this.withdrawable ? refusal('InsufficientFunds') : this.record(op, 0, op.cents)
    }
    // Wins (whose round has no bet here: a bet's key is its round) and deposits credit the withdrawable balance.
    return this.record(op, 0, -op.cents)
  }

  private rollback(op: Extract<ModelOp, { kind: 'rollback' }>): LedgerResult {
    const bet = this.byKey.get(op.betKey)
    if (!bet || bet.op.kind !== 'bet') return refusal('UnknownMovement')
    const earlier = this.rollbackOf.get(op.betKey)
    if (earlier) return this.receipt(earlier, true)
    const result = this.record(op, -bet.fromBonus, -bet.fromWithdrawable)
    this.rollbackOf.set(op.betKey, this.byKey.get(op.key)!)
    return result
  }

  private record(op: ModelOp, fromBonus: number, fromWithdrawable: number): LedgerResult {
    this.bonus -= fromBonus
    this.withdrawable -= fromWithdrawable
    const recorded = { op, balanceAfter: this.total, fromBonus, fromWithdrawable }
    this.byKey.set(op.key, recorded)
    return this.receipt(recorded, false)
  }

  private receipt(r: Recorded, replayed: boolean): LedgerResult {
    return E.right({ transactionId: -1, balanceAfterCents: r.balanceAfter, replayed })
  }

  private same(a: ModelOp, b: ModelOp): boolean {
    if (a.kind !== b.kind) return false
    if (a.kind === 'rollback' || b.kind === 'rollback') return a.kind === 'rollback' && b.kind === 'rollback' && a.betKey === b.betKey
    return a.cents === b.cents
  }
}

const refusal = (tag: Exclude<LedgerRefusal['_tag'], 'LimitReached'>): LedgerResult => E.left({ _tag: tag })
