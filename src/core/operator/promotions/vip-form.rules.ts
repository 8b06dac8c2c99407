import * as E from 'fp-ts/Either'
import type { VipLevel, VipTerms } from '../../vip/vip-levels'
import { vipTermsProblem } from '../../vip/vip-settings.rules'
import { centsText, dollars, numberIn } from './promotion-forms.rules'

/** One level's fields as the console's form holds them: dollars as typed. */
export interface VipLevelDraft {
  readonly wagered: string
  readonly limit: string
  readonly bonus: string
}

export interface VipDraft {
  readonly levels: readonly VipLevelDraft[]
  readonly levelZeroLimit: string
  readonly multiple: string
}

export const vipDraftOf = (terms: VipTerms): VipDraft => ({
  levels: terms.levels.map((l) => ({
    wagered: centsText(l.wageredCents),
    limit: centsText(l.dailyWithdrawalLimitCents),
    bonus: centsText(l.bonusCents),
  })),
  levelZeroLimit: centsText(terms.levelZeroLimitCents),
  multiple: String(terms.bonusWageringMultiple),
})

/**
 * The VIP terms a form's fields say, or the first thing wrong with them in one sentence: each
 * amount must be dollars, then the terms must pass the same rules the server applies
 * (vipTermsProblem).
 */
export function vipTermsOfDraft(draft: VipDraft, current: VipTerms): E.Either<string, VipTerms> {
  const levels: VipLevel[] = []
  for (const [i, level] of current.levels.entries()) {
    const d = draft.levels[i]
    if (d === undefined) return E.left(`Level ${level.numeral} is missing.`)
    const wagered = dollars(d.wagered)
    if (E.isLeft(wagered)) return E.left(`Level ${level.numeral}'s amount wagered: ${wagered.left}.`)
    const limit = dollars(d.limit)
    if (E.isLeft(limit)) return E.left(`Level ${level.numeral}'s daily withdrawal limit: ${limit.left}.`)
    const bonus = dollars(d.bonus)
    if (E.isLeft(bonus)) return E.left(`Level ${level.numeral}'s bonus: ${bonus.left}.`)
    levels.push({ ...level, wageredCents: wagered.right, dailyWithdrawalLimitCents: limit.right, bonusCents: bonus.right })
  }
  const zero = dollars(draft.levelZeroLimit)
  if (E.isLeft(zero)) return E.left(`Level 0's daily withdrawal limit: ${zero.left}.`)
  const multiple = numberIn(draft.multiple, 0, 100, 'The level bonus requirement')
  if (E.isLeft(multiple)) return multiple
  const terms: VipTerms = { levels, levelZeroLimitCents: zero.right, bonusWageringMultiple: multiple.right }
  const problem = vipTermsProblem(terms)
  return problem === null ? E.right(terms) : E.left(problem)
}
