import { describe, expect, it } from 'vitest'
import { totpSecretSeal } from '../../../server/accounts/totp-secret-seal'
import { newTotpSecret } from '../../../server/accounts/totp'

const KEY = 'a-test-key-for-sealing-totp-secrets-at-rest'

describe('TOTP secrets at rest', () => {
  it('seals each secret apart under the key and opens it again', () => {
    const seal = totpSecretSeal(KEY)
    const secret = newTotpSecret()
    const [a, b] = [seal.seal(secret), seal.seal(secret)]
    expect(a).not.toContain(secret)
    expect(a).not.toBe(b)
    expect(seal.open(a)).toBe(secret)
    expect(seal.open(b)).toBe(secret)
  })

  it('refuses a sealed secret changed at rest, under another key, or with no key', () => {
    const sealed = totpSecretSeal(KEY).seal(newTotpSecret())
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'AB' : 'AA'}`
    expect(() => totpSecretSeal(KEY).open(tampered)).toThrow()
    expect(() => totpSecretSeal(`${KEY}-other`).open(sealed)).toThrow()
    expect(() => totpSecretSeal(undefined).open(sealed)).toThrow(/TWO_FACTOR_KEY/)
  })

  it('stores as it is without a key, and opens such a secret once a key is set', () => {
    const secret = newTotpSecret()
    expect(totpSecretSeal(undefined).seal(secret)).toBe(secret)
    expect(totpSecretSeal(KEY).open(secret)).toBe(secret)
  })
})
