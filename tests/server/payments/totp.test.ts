import { describe, expect, it } from 'vitest'
import { base32Decode, totp } from '../../../server/payments/nowpayments/totp'

// RFC 6238 appendix B (SHA-1): the secret is ASCII "12345678901234567890".
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'

describe('totp', () => {
  it('decodes base32 as RFC 4648 does, ignoring spaces and padding', () => {
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890')
    expect(base32Decode('mzxw 6ytb oi======').toString('ascii')).toBe('foobar')
    expect(() => base32Decode('not-base32!')).toThrow()
  })

  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('matches the RFC 6238 test vector at %i s', (seconds, code) => {
    expect(totp(RFC_SECRET, seconds * 1000, 8)).toBe(code)
    expect(totp(RFC_SECRET, seconds * 1000)).toBe(code.slice(2))
  })

  it('keeps one code for a 30-second step', () => {
    expect(totp(RFC_SECRET, 60_000)).toBe(totp(RFC_SECRET, 89_999))
    expect(totp(RFC_SECRET, 60_000)).not.toBe(totp(RFC_SECRET, 90_000))
  })
})
