import { describe, expect, it } from 'vitest'
import {
  expiryOf,
  forfeitOnWithdrawal,
  grantShares,
  isExpiredAt,
  isRequirementMet,
  requirementOf,
  stakeSplit,
  termsSentence,
  winSplit,
} from '../../../src/core/bonuses/bonus-grants.rules'
import { matchesPromoCode } from '../../../src/core/bonuses/join-promo'

describe('bonus grant rules', () => {
  it('asks 10x by default, rounded up, and expires at the very second 30 days on', () => {
    expect(requirementOf({ amountCents: 1000, wageringMultiple: 10 })).toBe(10_000)
    expect(requirementOf({ amountCents: 333, wageringMultiple: 1.5 })).toBe(500)
    const at = new Date('2030-01-01T12:00:00Z')
    const end = expiryOf(at, { expiryDays: 30 })
    expect(end.toISOString()).toBe('2030-01-31T12:00:00.000Z')
    expect(isExpiredAt(end, new Date(end.getTime() - 1000))).toBe(false)
    expect(isExpiredAt(end, end)).toBe(true)
  })

  it('is met by exactly the last cent', () => {
    expect(isRequirementMet({ wageredCents: 9_999, requirementCents: 10_000 })).toBe(false)
    expect(isRequirementMet({ wageredCents: 10_000, requirementCents: 10_000 })).toBe(true)
  })

  it('stakes withdrawable money first, then bonus, and refuses past both', () => {
    expect(stakeSplit({ bonus: 1000, withdrawable: 300 }, 800)).toEqual({ fromWithdrawable: 300, fromBonus: 500 })
    expect(stakeSplit({ bonus: 1000, withdrawable: 300 }, 1300)).toEqual({ fromWithdrawable: 300, fromBonus: 1000 })
    expect(stakeSplit({ bonus: 1000, withdrawable: 300 }, 1301)).toBeNull()
  })

  it("pays a win back in its stake's proportion, the bonus share rounded up", () => {
    expect(winSplit(250, { totalCents: 100, bonusCents: 100 })).toEqual({ toBonus: 250, toWithdrawable: 0 })
    expect(winSplit(101, { totalCents: 100, bonusCents: 49 })).toEqual({ toBonus: 50, toWithdrawable: 51 })
    expect(winSplit(500, { totalCents: 100, bonusCents: 0 })).toEqual({ toBonus: 0, toWithdrawable: 500 })
    expect(winSplit(500, { totalCents: 0, bonusCents: 0 })).toEqual({ toBonus: 0, toWithdrawable: 500 })
    expect(winSplit(500, { totalCents: 100, bonusCents: 100, grantReleased: true })).toEqual({ toBonus: 0, toWithdrawable: 500 })
  })

  it('gives the younger grants their whole amount and the oldest the rest', () => {
    const grants = [
      { id: 1, amountCents: 1000 },
      { id: 2, amountCents: 300 },
    ]
    expect([...grantShares(1500, grants)]).toEqual([
      [2, 300],
      [1, 1200],
    ])
    expect([...grantShares(200, grants)]).toEqual([
      [2, 200],
      [1, 0],
    ])
    expect(forfeitOnWithdrawal(1500, grants)).toBe(1500)
    expect(forfeitOnWithdrawal(1500, [])).toBe(0)
  })

  it('says the terms in one sentence', () => {
    expect(termsSentence({ amountCents: 1000, requirementCents: 10_000, expiresAt: new Date('2030-01-31T12:00:00Z') })).toBe(
      'Wager $100.00 before 2030-01-31 (UTC) and what is left of your $10.00 bonus becomes withdrawable; withdrawing earlier, or missing the date, forfeits it.',
    )
  })

  it('matches the Join code whatever the case and the spaces around it', () => {
    expect(matchesPromoCode(' coinfalljoin ', 'COINFALLJOIN')).toBe(true)
    expect(matchesPromoCode('COINFALL', 'COINFALLJOIN')).toBe(false)
    expect(matchesPromoCode('', '')).toBe(false)
  })
})
