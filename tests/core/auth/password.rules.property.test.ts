import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseConfirmation, parseSignUpPassword } from '../../../src/core/auth/password.rules'
import { passwordOfLength, signUpPassword } from '../../arbitraries/auth.arbitraries'
import { anyText, asciiDigit, missing, nonAsciiLetter, symbol, whitespaceChar } from '../../arbitraries/text.arbitraries'

const WEAK = 'Password must contain at least 6 characters, including letters, numbers, and symbols, and no spaces.'

test.prop([signUpPassword])('accepts 6+ characters with a letter and a digit, kept as typed', (raw) => {
  expect(parseSignUpPassword(raw)).toEqual(E.right(raw))
})

test.prop([fc.constantFrom(6, 7).chain(passwordOfLength)])('6 and 7 characters are enough', (raw) => {
  expect(parseSignUpPassword(raw)).toEqual(E.right(raw))
})

test.prop([fc.integer({ min: 2, max: 5 }).chain(passwordOfLength)])('5 characters or fewer are too weak', (raw) => {
  expect(parseSignUpPassword(raw)).toEqual(E.left(WEAK))
})

test.prop([fc.array(fc.oneof(asciiDigit, symbol), { minLength: 6, maxLength: 20 })])('no letter is too weak', (chars) => {
  expect(parseSignUpPassword(chars.join(''))).toEqual(E.left(WEAK))
})

test.prop([fc.array(fc.oneof(nonAsciiLetter, symbol), { minLength: 6, maxLength: 20 })])('no digit is too weak', (chars) => {
  expect(parseSignUpPassword(chars.join(''))).toEqual(E.left(WEAK))
})

test.prop([signUpPassword, whitespaceChar, fc.nat()])('whitespace anywhere is refused', (raw, space, at) => {
  const i = at % (raw.length + 1)
  expect(parseSignUpPassword(raw.slice(0, i) + space + raw.slice(i))).toEqual(E.left(WEAK))
})

test.prop([missing])('a blank password is missing', (raw) => {
  expect(parseSignUpPassword(raw)).toEqual(E.left('Password is required.'))
})

test.prop([anyText])('a confirmation equal to the password passes, whatever the password', (raw) => {
  fc.pre(raw.trim() !== '')
  expect(parseConfirmation(raw)(raw)).toEqual(E.right(raw))
})

test.prop([anyText, anyText])('a different confirmation does not match', (password, confirmation) => {
  fc.pre(confirmation.trim() !== '' && confirmation !== password)
  expect(parseConfirmation(password)(confirmation)).toEqual(E.left('Passwords do not match.'))
})

test.prop([anyText, missing])('a blank confirmation is missing', (password, confirmation) => {
  expect(parseConfirmation(password)(confirmation)).toEqual(E.left('Confirm password is required.'))
})

test.prop([anyText])('never throws', (raw) => {
  expect(() => parseSignUpPassword(raw)).not.toThrow()
})
