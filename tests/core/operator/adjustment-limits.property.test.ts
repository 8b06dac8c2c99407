import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import {
  dailyCapMessage,
  fitsDailyCap,
  limitsSentence,
  needsSecondOperator,
  utcDay,
} from '../../../src/core/operator/adjustment-limits.rules'
import { mayConfirm } from '../../../src/core/operator/four-eyes.rules'

const limitsArb = fc.record({ approvalAboveCents: fc.nat(1_000_000), dailyCapCents: fc.nat(10_000_000) })

describe('the adjustment limits', () => {
  test.prop([limitsArb, fc.nat(10_000_000)])('the cap holds at exactly the cap and refuses one cent over', (limits, used) => {
    const left = limits.dailyCapCents - used
    if (left >= 0) expect(fitsDailyCap(used, left, limits)).toBe(true)
    expect(fitsDailyCap(used, Math.max(0, left) + 1, limits)).toBe(false)
  })

  test.prop([limitsArb, fc.nat(1_000_000)])('a second operator is needed exactly above the threshold', (limits, cents) => {
    expect(needsSecondOperator(cents, limits)).toBe(cents > limits.approvalAboveCents)
    expect(needsSecondOperator(limits.approvalAboveCents, limits)).toBe(false)
    expect(needsSecondOperator(limits.approvalAboveCents + 1, limits)).toBe(true)
  })

  it('counts a day from midnight UTC, whatever the offset the moment was written with', () => {
    expect(utcDay(new Date('2030-01-31T23:59:59.999Z'))).toBe('2030-01-31')
    expect(utcDay(new Date('2030-02-01T00:30:00+01:00'))).toBe('2030-01-31')
  })

  it('says the rule in one sentence, and what is left at the cap', () => {
    const limits = { approvalAboveCents: 10_000, dailyCapCents: 100_000 }
    expect(limitsSentence(limits, 2_500)).toBe(
      "An adjustment over $100.00 waits for a second operator's approval; on your own you adjust at most $1,000.00 a day (UTC, credits and debits added up), and you have adjusted $25.00 today.",
    )
    expect(dailyCapMessage(limits, 99_000)).toBe('This passes your daily cap of $1,000.00: you have $10.00 left today. Nothing moved.')
  })

  test.prop([fc.nat(), fc.nat()])('the proposer never confirms their own proposal', (a, b) => {
    expect(mayConfirm(a, a)).toBe(false)
    expect(mayConfirm(a, b)).toBe(a !== b)
  })
})
