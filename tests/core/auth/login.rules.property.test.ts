import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseLogin, parseLoginId, parseLoginPassword } from '../../../src/core/auth/login.rules'
import { loginId, username } from '../../arbitraries/auth.arbitraries'
import { anyText, missing, nonAsciiLetter, padded, present, symbol, whitespaceChar } from '../../arbitraries/text.arbitraries'

const invalidForm = (errors: object) => E.left({ _tag: 'InvalidForm', errors })

test.prop([padded(loginId), present])('accepts an email or a username with any password', (email, password) => {
  expect(parseLogin({ email, password })).toEqual(E.right({ email: E.toUnion(parseLoginId(email)), password }))
})

test.prop([loginId, present])('parsing a valid login again changes nothing', (email, password) => {
  const once = parseLogin({ email, password })
  expect(E.flatMap(parseLogin)(once)).toEqual(once)
})

test.prop([missing, present])('a blank identifier is missing', (email, password) => {
  expect(parseLogin({ email, password })).toEqual(invalidForm({ email: 'Email is required.' }))
})

const intruder = fc.oneof(
  nonAsciiLetter,
  whitespaceChar.filter((c) => c !== '\ufeff'),
  symbol.filter((c) => c !== '@'),
)

test.prop([username, intruder, fc.nat(), present])(
  'a username with a space, a symbol or a non-ASCII letter inside is neither',
  (name, bad, at, password) => {
    const i = at % (name.length + 1)
    const email = `a${name.slice(0, i)}${bad}${name.slice(i)}a`
    expect(parseLogin({ email, password })).toEqual(invalidForm({ email: 'Enter a valid email or username.' }))
  },
)

test.prop([loginId, missing])('a blank password is missing', (email, password) => {
  expect(parseLogin({ email, password })).toEqual(invalidForm({ password: 'Password is required.' }))
})

const anyField = fc.oneof(loginId, present, missing, anyText)

test.prop([anyField, anyField])('refuses the form exactly when a field fails', (email, password) => {
  const anyFails = E.isLeft(parseLoginId(email)) || E.isLeft(parseLoginPassword(password))
  expect(E.isLeft(parseLogin({ email, password }))).toBe(anyFails)
})
