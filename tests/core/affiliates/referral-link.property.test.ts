import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { referralLink } from '../../../src/core/affiliates/referral-link'

describe('the referral link', () => {
  it('is the sign-up page with the player’s id as ref', () => {
    expect(referralLink('https://coinfall.example', '42')).toBe('https://coinfall.example/signup?ref=42')
  })

  it('does not double the slash after the origin', () => {
    expect(referralLink('http://localhost:3000/', '7')).toBe('http://localhost:3000/signup?ref=7')
  })

  it('is null without a real player id', () => {
    expect(referralLink('https://coinfall.example', 'guest')).toBeNull()
    expect(referralLink('https://coinfall.example', '  ')).toBeNull()
  })
})

const origin = fc.webUrl({ withQueryParameters: false, withFragments: false }).map((u) => new URL(u).origin)
const userId = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && s.trim() !== 'guest')

test.prop([origin, userId])('always a /signup URL on the origin whose ref reads back as the id', (o, id) => {
  const link = referralLink(o, id)
  expect(link).not.toBeNull()
  const url = new URL(link ?? '')
  expect(url.origin).toBe(o)
  expect(url.pathname).toBe('/signup')
  expect(url.searchParams.get('ref')).toBe(id.trim())
})
