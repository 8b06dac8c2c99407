import { winSplit } from '../../src/core/bonuses/bonus-grants.rules'
import { releaseIfMet, roundStake, undoWager } from './bonus-wagering'
import { limitPassed, type LimitReached } from '../../src/core/safer-play/limits.rules'
import { hasAny, netLossTotals } from '../safer-play/limit-queries'
import type { InsufficientFunds, RoundMovement, UnknownMovement } from './ledger.port'
import type { MovementKind } from './ledger.tables'
import { assertCents, type LedgerTransactionRow } from './ledger-transaction-row'
import { betLegs, winLegs } from './movement-legs'
import { reversePlan } from './reverse-plan'
import type { Movement } from './run-movement'

export const sameAmount = (kind: MovementKind, userId: number, cents: number) => (row: LedgerTransactionRow) =>
  row.kind === kind && row.user_id === userId && Math.abs(row.amount_cents) === cents

export const reversing = (userId: number, originalKey: string) => (row: LedgerTransactionRow) =>
  row.kind === 'rollback' && row.user_id === userId && row.metadata.reverses_key === originalKey

const insufficient: InsufficientFunds = { _tag: 'InsufficientFunds' }

/**
 * A round's bet: refused (nothing written) when the bonus and withdrawable balances together fall
 * short, or when its real-money share would pass a loss limit. The limits come with the accounts'
 * lock; only a player who has one pays a second statement for their net loss, read after the lock
 * so a concurrent bet of theirs has committed and counts. Its bonus-funded share is kept in its
 * metadata for its win; its stake counts toward the oldest active grant in the bet's own
 * statement (recordMovement), and may release it (releaseIfMet).
 */
export function betMovement(m: RoundMovement, now: () => Date): Movement<InsufficientFunds | LimitReached> {
  assertCents(m.amountCents)
  const at = now()
  return {
    lossLimitsAt: at,
    kind: 'bet',
    userId: m.userId,
    idempotencyKey: m.idempotencyKey,
    gameId: m.gameId,
    roundId: m.roundId,
    isSame: sameAmount('bet', m.userId, m.amountCents),
    plan: async (trx, a) => {
      const legs = betLegs({ bonus: a.bonus.balanceCents, withdrawable: a.withdrawable.balanceCents }, m.amountCents)
      if (legs === null) return insufficient
      const fromBonus = -(legs.find((l) => l.account === 'bonus')?.cents ?? 0)
      const realMoney = m.amountCents - fromBonus
      if (a.lossLimits && hasAny(a.lossLimits) && realMoney > 0) {
        const passed = limitPassed('loss', a.lossLimits, await netLossTotals(trx, m.userId, a.withdrawable.id, at), realMoney, at)
        if (passed) return passed
      }
      return { legs, metadata: fromBonus > 0 ? { bonus_cents: fromBonus } : undefined }
    },
    wagerCents: m.amountCents,
    after: (trx, w) => releaseIfMet(trx, w.house, w.counted, now()),
  }
}

export function winMovement(m: RoundMovement): Movement {
  assertCents(m.amountCents, { allowZero: true })
  return {
    kind: 'win',
    userId: m.userId,
    idempotencyKey: m.idempotencyKey,
    gameId: m.gameId,
    roundId: m.roundId,
    isSame: sameAmount('win', m.userId, m.amountCents),
    // A win of nothing moves nothing, and needs no look at its bet.
    plan: async (trx) =>
      m.amountCents === 0 ? { legs: [] } : { legs: winLegs(winSplit(m.amountCents, await roundStake(trx, m.userId, m.roundId))) },
  }
}

export const betRollbackMovement = (m: {
  readonly userId: number
  readonly betIdempotencyKey: string
  readonly idempotencyKey: string
}): Movement<UnknownMovement> => ({
  kind: 'rollback',
  userId: m.userId,
  idempotencyKey: m.idempotencyKey,
  metadata: { reverses_key: m.betIdempotencyKey },
  isSame: reversing(m.userId, m.betIdempotencyKey),
  plan: reversePlan(m.userId, 'bet', m.betIdempotencyKey),
  after: async (trx, w) => {
    if (w.planned.reverses !== undefined) await undoWager(trx, w.planned.reverses)
  },
})
