import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { referralTermsProblem, REFERRAL_BOUNDS } from '../../../src/core/affiliates/referral-settings.rules'
import { percentBps } from '../../../src/core/operator/promotions/promotion-forms.rules'
import { vipDraftOf, vipTermsOfDraft } from '../../../src/core/operator/promotions/vip-form.rules'
import { LEVEL_ZERO_DAILY_LIMIT_CENTS, VIP_LEVELS, type VipTerms } from '../../../src/core/vip/vip-levels'
import { VIP_BOUNDS, vipTermsProblem } from '../../../src/core/vip/vip-settings.rules'
import { dailyLimitCents, levelRank } from '../../../src/core/vip/vip-status.rules'

const DEFAULTS: VipTerms = { levels: VIP_LEVELS, levelZeroLimitCents: LEVEL_ZERO_DAILY_LIMIT_CENTS, bonusWageringMultiple: 10 }

/** Terms an operator may set: rising thresholds, limits that never fall, amounts within bounds. */
const usableTerms: fc.Arbitrary<VipTerms> = fc
  .record({
    thresholds: fc.uniqueArray(fc.integer(VIP_BOUNDS.wageredCents), { minLength: 3, maxLength: 3 }),
    limits: fc.array(fc.integer(VIP_BOUNDS.limitCents), { minLength: 4, maxLength: 4 }),
    bonuses: fc.array(fc.integer(VIP_BOUNDS.bonusCents), { minLength: 3, maxLength: 3 }),
    multiple: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ thresholds, limits, bonuses, multiple }) => {
    const rising = [...thresholds].sort((a, b) => a - b)
    const limitsUp = [...limits].sort((a, b) => a - b)
    return {
      levels: VIP_LEVELS.map((l, i) => ({
        ...l,
        wageredCents: rising[i] ?? 1,
        dailyWithdrawalLimitCents: limitsUp[i + 1] ?? 100,
        bonusCents: bonuses[i] ?? 1,
      })),
      levelZeroLimitCents: limitsUp[0] ?? 100,
      bonusWageringMultiple: multiple,
    }
  })

describe('the VIP terms an operator sets', () => {
  it('accepts the specification’s levels', () => {
    expect(vipTermsProblem(DEFAULTS)).toBeNull()
  })

  test.prop([usableTerms])('accepts any rising thresholds and non-falling limits within bounds', (terms) => {
    expect(vipTermsProblem(terms)).toBeNull()
  })

  test.prop([usableTerms, fc.integer({ min: 1, max: 2 })])(
    'refuses a level that does not take more wagering than the one before',
    (terms, i) => {
      const levels = terms.levels.map((l, j) => (j === i ? { ...l, wageredCents: terms.levels[i - 1]?.wageredCents ?? 1 } : l))
      expect(vipTermsProblem({ ...terms, levels })).toMatch(
        new RegExp(`^Level ${VIP_LEVELS[i]?.numeral} must take more wagering than level ${VIP_LEVELS[i - 1]?.numeral} `),
      )
    },
  )

  test.prop([usableTerms, fc.integer({ min: 0, max: 2 })])('refuses a level whose limit falls below the level before', (terms, i) => {
    const before = i === 0 ? terms.levelZeroLimitCents : (terms.levels[i - 1]?.dailyWithdrawalLimitCents ?? 0)
    fc.pre(before > VIP_BOUNDS.limitCents.min)
    const levels = terms.levels.map((l, j) => (j === i ? { ...l, dailyWithdrawalLimitCents: before - 1 } : l))
    expect(vipTermsProblem({ ...terms, levels })).toMatch(/daily withdrawal limit cannot be below/)
  })

  test.prop([usableTerms, fc.integer({ min: 0, max: 2 }), fc.constantFrom('wageredCents', 'dailyWithdrawalLimitCents', 'bonusCents')])(
    'refuses an amount past its bounds, naming the level',
    (terms, i, field) => {
      const bounds =
        field === 'wageredCents' ? VIP_BOUNDS.wageredCents : field === 'bonusCents' ? VIP_BOUNDS.bonusCents : VIP_BOUNDS.limitCents
      const levels = terms.levels.map((l, j) => (j === i ? { ...l, [field]: bounds.max + 1 } : l))
      expect(vipTermsProblem({ ...terms, levels })).toMatch(new RegExp(`^Level ${VIP_LEVELS[i]?.numeral}'s`))
    },
  )

  test.prop([usableTerms, fc.integer({ min: 0, max: 2_000_000_000 })])(
    'give a player the level of the highest threshold reached, and never a lower limit for more wagering',
    (terms, wagered) => {
      const rank = levelRank(terms.levels, wagered)
      expect(rank).toBe(terms.levels.filter((l) => wagered >= l.wageredCents).length)
      expect(dailyLimitCents(terms.levels, wagered + 1, terms.levelZeroLimitCents)).toBeGreaterThanOrEqual(
        dailyLimitCents(terms.levels, wagered, terms.levelZeroLimitCents),
      )
    },
  )

  test.prop([usableTerms])('read back from the console form unchanged', (terms) => {
    expect(vipTermsOfDraft(vipDraftOf(terms), terms)).toEqual(E.right(terms))
  })

  it('says what is wrong with a typed amount before the rules', () => {
    const draft = vipDraftOf(DEFAULTS)
    const typo = { ...draft, levels: draft.levels.map((l, i) => (i === 1 ? { ...l, bonus: '15,00' } : l)) }
    expect(vipTermsOfDraft(typo, DEFAULTS)).toEqual(E.left("Level II's bonus: Please enter a valid amount."))
    const falling = { ...draft, levels: draft.levels.map((l, i) => (i === 2 ? { ...l, wagered: '400' } : l)) }
    expect(vipTermsOfDraft(falling, DEFAULTS)).toEqual(E.left('Level III must take more wagering than level II ($500.00).'))
  })
})

describe('the referral terms an operator sets', () => {
  test.prop([fc.integer(REFERRAL_BOUNDS.bps), fc.double({ min: 0, max: 100, noNaN: true })])(
    'accept a rate up to 50% and a requirement up to 100×',
    (bps, m) => {
      expect(referralTermsProblem({ commissionBps: bps, wageringMultiple: m })).toBeNull()
    },
  )

  test.prop([fc.oneof(fc.integer({ min: 5_001, max: 1_000_000 }), fc.integer({ max: -1 }))])('refuse a rate outside 0% to 50%', (bps) => {
    expect(referralTermsProblem({ commissionBps: bps, wageringMultiple: 1 })).toBe(
      'The commission must be from 0% to 50% of net losses, in steps of 0.01%.',
    )
  })

  test.prop([fc.integer({ min: 0, max: 99_999 })])('read a typed percentage as basis points exactly', (bps) => {
    expect(percentBps(String(bps / 100), 'The commission')).toEqual(E.right(bps))
  })

  it('refuses a percentage it cannot read exactly', () => {
    for (const raw of ['', 'ten', '10.123', '-5', '1e2']) expect(E.isLeft(percentBps(raw, 'The commission'))).toBe(true)
    expect(percentBps('12.5 %', 'The commission')).toEqual(E.right(1250))
  })
})
