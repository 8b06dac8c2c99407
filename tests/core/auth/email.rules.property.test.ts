import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { asEmail } from '../../../src/core/auth/email.rules'
import { email } from '../../arbitraries/auth.arbitraries'
import { anyText, padded, whitespaceChar } from '../../arbitraries/text.arbitraries'

test.prop([padded(email)])('accepts any address, trimmed and lower-cased', (raw) => {
  expect(asEmail(raw)).toEqual(E.right(raw.trim().toLowerCase()))
})

test.prop([email])('normalising is idempotent', (raw) => {
  const once = asEmail(raw)
  expect(E.flatMap(asEmail)(once)).toEqual(once)
})

test.prop([email, whitespaceChar, fc.nat()])('refuses an address with whitespace inside', (raw, space, at) => {
  const i = 1 + (at % (raw.length - 1))
  expect(asEmail(raw.slice(0, i) + space + raw.slice(i))).toEqual(E.left('NotAnEmail'))
})

test.prop([email])('refuses an address without its @', (raw) => {
  expect(asEmail(raw.replace('@', ''))).toEqual(E.left('NotAnEmail'))
})

test.prop([anyText])('never throws', (raw) => {
  expect(() => asEmail(raw)).not.toThrow()
})
