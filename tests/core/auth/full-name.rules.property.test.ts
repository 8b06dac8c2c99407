import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseFullName } from '../../../src/core/auth/full-name.rules'
import { fullName } from '../../arbitraries/auth.arbitraries'
import { anyText, asciiDigit, missing, padded, symbol, whitespaceChar } from '../../arbitraries/text.arbitraries'

test.prop([padded(fullName)])('accepts letters of any script in single-spaced words, trimmed', (raw) => {
  expect(parseFullName(raw)).toEqual(E.right(raw.trim().normalize('NFC')))
})

test.prop([fullName])('normalising is idempotent', (raw) => {
  const once = parseFullName(raw)
  expect(E.flatMap(parseFullName)(once)).toEqual(once)
})

test.prop([missing])('a blank name is missing', (raw) => {
  expect(parseFullName(raw)).toEqual(E.left('Full name is required.'))
})

const notALetterOrSingleSpace = fc.oneof(
  asciiDigit,
  symbol,
  whitespaceChar.filter((c) => c !== ' ').map((c) => `x${c}`),
  fc.constant('  '),
)

test.prop([fullName, notALetterOrSingleSpace, fc.nat()])(
  'a digit, a symbol, a tab or a double space inside is refused',
  (name, bad, at) => {
    const i = at % (name.length + 1)
    const raw = `A${name.slice(0, i)}${bad}${name.slice(i)}z`
    expect(parseFullName(raw)).toEqual(E.left('Full name must contain only letters and spaces, no numbers.'))
  },
)

test.prop([anyText])('never throws', (raw) => {
  expect(() => parseFullName(raw)).not.toThrow()
})
