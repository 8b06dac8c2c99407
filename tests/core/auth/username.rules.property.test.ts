import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseUsername } from '../../../src/core/auth/username.rules'
import { username } from '../../arbitraries/auth.arbitraries'
import { anyText, missing, nonAsciiLetter, padded, symbol, whitespaceChar } from '../../arbitraries/text.arbitraries'

test.prop([padded(username)])('accepts ASCII letters and digits, trimmed, case kept', (raw) => {
  expect(parseUsername(raw)).toEqual(E.right(raw.trim()))
})

test.prop([username])('normalising is idempotent', (raw) => {
  const once = parseUsername(raw)
  expect(E.flatMap(parseUsername)(once)).toEqual(once)
})

test.prop([missing])('a blank username is missing', (raw) => {
  expect(parseUsername(raw)).toEqual(E.left('Username is required.'))
})

test.prop([username, fc.oneof(nonAsciiLetter, symbol, whitespaceChar), fc.nat()])(
  'a space, a symbol or a non-ASCII letter inside is refused',
  (name, bad, at) => {
    const i = at % (name.length + 1)
    expect(parseUsername(`a${name.slice(0, i)}${bad}${name.slice(i)}a`)).toEqual(
      E.left('Username must contain only alphanumeric characters without spaces.'),
    )
  },
)

test.prop([anyText])('never throws', (raw) => {
  expect(() => parseUsername(raw)).not.toThrow()
})
