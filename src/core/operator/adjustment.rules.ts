import * as E from 'fp-ts/Either'
import { formatUsd } from '../shared/money'
import { parseAmount } from '../payments/amount.rules'
import type { AdjustmentForm } from './operator'
import { reasonProblem } from './reason.rules'

/** The most one adjustment moves, as the server holds it: a larger sum is a migration, not a support case. */
export const MAX_ADJUSTMENT_CENTS = 1_000_000

export type AdjustmentField = 'amount' | 'reason'

/** What is wrong with an adjustment before it is sent, field by field; empty when it can go. */
export function adjustmentProblems(form: Pick<AdjustmentForm, 'amount' | 'reason'>): Partial<Record<AdjustmentField, string>> {
  const cents = parseAmount(form.amount)
  const amount = E.isLeft(cents)
    ? cents.left
    : cents.right > MAX_ADJUSTMENT_CENTS
      ? `One adjustment moves at most ${formatUsd(MAX_ADJUSTMENT_CENTS)}.`
      : undefined
  const reason = reasonProblem(form.reason)
  return { ...(amount === undefined ? {} : { amount }), ...(reason === undefined ? {} : { reason }) }
}

/** A fresh key for a newly opened form, from 16 random bytes (the server takes 8 to 64 of [A-Za-z0-9_-]). */
export const newAdjustmentKey = (randomBytes: Uint8Array): string =>
  Array.from(randomBytes, (b) => b.toString(16).padStart(2, '0')).join('')
