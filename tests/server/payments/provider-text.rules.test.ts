import { describe, expect, it } from 'vitest'
import { PROVIDER_TEXT_MAX, storableProviderText } from '../../../server/payments/provider-text.rules'

describe("a provider's text, before it is stored for the operator (issue 20 §5, issue 26 §6)", () => {
  it('keeps an ordinary message as it is', () => {
    expect(storableProviderText('Invalid payout_address: bc1q…')).toBe('Invalid payout_address: bc1q…')
  })

  it("drops what the hostile-input rule refuses in a player's text: NUL and lone surrogates, and control characters", () => {
    expect(storableProviderText('bad\u0000text')).toBe('badtext')
    expect(storableProviderText('half \ud800 pair')).toBe('half \ufffd pair')
    expect(storableProviderText('bell\u0007 and escape\u001b[31m')).toBe('bell and escape[31m')
  })

  it('cuts it to a bounded length, and keeps nothing for nothing', () => {
    expect([...(storableProviderText('x'.repeat(10_000)) ?? '')]).toHaveLength(PROVIDER_TEXT_MAX)
    expect(storableProviderText(null)).toBeNull()
    expect(storableProviderText('  \u0000 ')).toBeNull()
  })
})
