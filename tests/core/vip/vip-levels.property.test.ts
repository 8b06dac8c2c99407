import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatUsd } from '../../../src/core/shared/money'
import { formatLevelAmount } from '../../../src/core/vip/level-amount.rules'
import { VIP_LEVELS } from '../../../src/core/vip/vip-levels'

describe('formatLevelAmount', () => {
  test.prop([fc.integer({ min: 0, max: 10_000_000 })])('drops only a zero cents part', (dollars) => {
    expect(formatLevelAmount(dollars * 100)).toBe(formatUsd(dollars * 100).replace('.00', ''))
    expect(formatLevelAmount(dollars * 100)).not.toContain('.')
  })

  test.prop([fc.integer({ min: 0, max: 1_000_000_000 }).filter((c) => c % 100 !== 0)])('keeps odd cents exact', (cents) => {
    expect(formatLevelAmount(cents)).toBe(formatUsd(cents))
  })
})

describe('the VIP levels', () => {
  // docs/product/constants.md#vip-levels
  it('are the three product levels: amount / daily withdrawal limit / bonus', () => {
    expect(
      VIP_LEVELS.map((l) => [
        l.numeral,
        formatLevelAmount(l.wageredCents),
        formatLevelAmount(l.dailyWithdrawalLimitCents),
        formatLevelAmount(l.bonusCents),
      ]),
    ).toEqual([
      ['I', '$100', '$100', '$10'],
      ['II', '$500', '$500', '$15'],
      ['III', '$1,000', '$1,000', '$20'],
    ])
  })
})
