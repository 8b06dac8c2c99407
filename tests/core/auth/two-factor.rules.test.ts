import { fc, test } from '@fast-check/vitest'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import {
  normaliseRecoveryCode,
  parseSecondFactor,
  parseTotpCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  recoveryCodeOf,
  showRecoveryCode,
  TWO_FACTOR_MESSAGES,
} from '../../../src/core/auth/two-factor.rules'

const randoms = fc.array(fc.nat(), { minLength: RECOVERY_CODE_LENGTH, maxLength: RECOVERY_CODE_LENGTH })

describe('two-factor codes', () => {
  it('reads six digits as a TOTP code, spaces and all', () => {
    expect(parseSecondFactor(' 123 456 ')).toEqual(E.right({ _tag: 'Totp', code: '123456' }))
    expect(parseTotpCode('000 001')).toEqual(E.right('000001'))
  })

  it('asks for a code when none is typed, and refuses what is neither kind', () => {
    expect(parseSecondFactor('   ')).toEqual(E.left(TWO_FACTOR_MESSAGES.codeMissing))
    expect(parseSecondFactor(undefined)).toEqual(E.left(TWO_FACTOR_MESSAGES.codeMissing))
    for (const wrong of ['12345', '1234567', 'abcdef', 'abcd-efgh-jkm', 'abcd-efgh-jkmn-p']) {
      expect(parseSecondFactor(wrong)).toEqual(E.left(TWO_FACTOR_MESSAGES.codeWrong))
    }
    expect(E.isLeft(parseTotpCode('12a456'))).toBe(true)
    expect(E.isLeft(parseTotpCode(''))).toBe(true)
  })

  it('forgives the letters a recovery code never holds: O is 0, I and L are 1', () => {
    expect(normaliseRecoveryCode('OIL0-il10')).toBe('01101110')
  })

  test.prop([randoms])('a recovery code is 12 characters of its alphabet, 60 random bits', (r) => {
    const code = recoveryCodeOf(r)
    expect(code).toHaveLength(RECOVERY_CODE_LENGTH)
    for (const ch of code) expect(RECOVERY_ALPHABET).toContain(ch)
  })

  test.prop([randoms, fc.boolean(), fc.constantFrom('', ' ', '  ')])(
    'a recovery code is read back however it is shown, cased or spaced',
    (r, upper, pad) => {
      const code = recoveryCodeOf(r)
      const shown = showRecoveryCode(code)
      expect(shown).toMatch(/^.{4}-.{4}-.{4}$/)
      const typed = `${pad}${upper ? shown.toUpperCase() : shown.replace(/-/g, ' ')}${pad}`
      // A code of six digits only reads as a TOTP code; the alphabet makes that one in 2^40.
      if (/^\d{6}$/.test(code)) return
      expect(parseSecondFactor(typed)).toEqual(E.right({ _tag: 'Recovery', code }))
    },
  )

  test.prop([fc.integer({ min: 0, max: 999_999 })])('every 6-digit number is a TOTP code', (n) => {
    const digits = String(n).padStart(6, '0')
    expect(parseSecondFactor(digits)).toEqual(E.right({ _tag: 'Totp', code: digits }))
  })
})
