import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parsePhoneNumber } from '../../../src/core/profile/phone.rules'
import { phoneNumber, phoneWithTail } from '../../arbitraries/profile.arbitraries'
import { anyText, asciiDigit, missing, padded, symbol, whitespaceChar } from '../../arbitraries/text.arbitraries'

const INVALID = 'Invalid Phone Number format.'

test.prop([padded(phoneNumber)])('accepts a plus, a digit 1-9 and 1 to 14 more digits, trimmed', (raw) => {
  expect(parsePhoneNumber(raw)).toEqual(E.right(raw.trim()))
})

test.prop([phoneWithTail(14, 14)])('1 + 14 digits is the longest accepted', (raw) => {
  expect(parsePhoneNumber(raw)).toEqual(E.right(raw))
})

test.prop([phoneWithTail(15, 20)])('1 + 15 digits or more is refused', (raw) => {
  expect(parsePhoneNumber(raw)).toEqual(E.left(INVALID))
})

test.prop([fc.constantFrom('', '+'), asciiDigit])('a single digit is refused', (plus, digit) => {
  expect(parsePhoneNumber(plus + digit)).toEqual(E.left(INVALID))
})

test.prop([phoneNumber])('a leading 0 is refused', (raw) => {
  expect(parsePhoneNumber(raw.replace(/^(\+?)\d/, '$10'))).toEqual(E.left(INVALID))
})

test.prop([
  phoneNumber,
  fc.oneof(
    symbol,
    whitespaceChar.map((c) => `${c}1`),
  ),
  fc.nat(),
])('a space, a second plus, a dash or a bracket inside is refused', (raw, bad, at) => {
  const i = 1 + (at % raw.length)
  expect(parsePhoneNumber(`${raw.slice(0, i)}${bad}${raw.slice(i)}`)).toEqual(E.left(INVALID))
})

test.prop([missing])('a blank number is missing', (raw) => {
  expect(parsePhoneNumber(raw)).toEqual(E.left('Phone Number is required.'))
})

test.prop([phoneNumber])('normalising is idempotent', (raw) => {
  const once = parsePhoneNumber(raw)
  expect(E.flatMap(parsePhoneNumber)(once)).toEqual(once)
})

test.prop([anyText])('never throws', (raw) => {
  expect(() => parsePhoneNumber(raw)).not.toThrow()
})
