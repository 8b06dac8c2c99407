import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseFullName } from '../../../src/core/auth/full-name.rules'
import { parseConfirmation, parseSignUpPassword } from '../../../src/core/auth/password.rules'
import { parseSignUp, parseSignUpEmail, type SignUpInput } from '../../../src/core/auth/sign-up.rules'
import { parseUsername } from '../../../src/core/auth/username.rules'
import { email, fullName, signUpPassword, username } from '../../arbitraries/auth.arbitraries'
import { anyText, missing, padded } from '../../arbitraries/text.arbitraries'

const validInput = fc
  .record({ name: padded(fullName), username: padded(username), email: padded(email), password: signUpPassword })
  .chain((f) => fc.option(fc.string()).map((promo) => ({ ...f, passwordConfirmation: f.password, promoCode: promo })))

const errorsOf = (input: SignUpInput) =>
  E.match(
    (e: { errors: object }) => e.errors,
    () => ({}),
  )(parseSignUp(input))

test.prop([validInput])('a valid form passes', (input) => {
  expect(E.isRight(parseSignUp(input))).toBe(true)
})

test.prop([validInput])('parsing a valid form again changes nothing', (input) => {
  const once = parseSignUp(input)
  expect(E.flatMap(parseSignUp)(once)).toEqual(once)
})

test.prop([validInput, fc.constantFrom('name', 'username', 'email'), missing])(
  'blanking one text field reports only that field',
  (input, field, blank) => {
    const message = { name: 'Full name is required.', username: 'Username is required.', email: 'Email is required.' }
    expect(errorsOf({ ...input, [field]: blank })).toEqual({ [field]: message[field] })
  },
)

test.prop([validInput, fc.string({ unit: 'grapheme', maxLength: 5 })])(
  'a password of five characters or fewer, confirmed, reports only the password',
  (input, short) => {
    fc.pre(short.trim() !== '' && [...short].length <= 5)
    expect(errorsOf({ ...input, password: short, passwordConfirmation: short })).toEqual({
      password: 'Password must contain at least 6 characters, including letters, numbers, and symbols, and no spaces.',
    })
  },
)

test.prop([validInput, anyText])('a confirmation that differs reports only the mismatch', (input, other) => {
  fc.pre(other.trim() !== '' && other !== input.password)
  expect(errorsOf({ ...input, passwordConfirmation: other })).toEqual({
    passwordConfirmation: 'Passwords do not match.',
  })
})

const anyField = (valid: fc.Arbitrary<string>) => fc.oneof(valid, missing, anyText)
const mixedInput = fc
  .record({
    name: anyField(fullName),
    username: anyField(username),
    email: anyField(email),
    password: anyField(signUpPassword),
    other: fc.option(anyField(signUpPassword)),
  })
  .map(({ other, ...fields }) => ({ ...fields, passwordConfirmation: other ?? fields.password }))

test.prop([mixedInput])('refuses the form exactly when some field fails', (input) => {
  const anyFails = [
    parseFullName(input.name),
    parseUsername(input.username),
    parseSignUpEmail(input.email),
    parseSignUpPassword(input.password),
    parseConfirmation(input.password)(input.passwordConfirmation),
  ].some(E.isLeft)
  expect(E.isLeft(parseSignUp(input))).toBe(anyFails)
})

test.prop([mixedInput])('reports failing fields in the form order', (input) => {
  const order = ['name', 'username', 'email', 'password', 'passwordConfirmation']
  const fields = Object.keys(errorsOf(input))
  expect(fields).toEqual(order.filter((f) => fields.includes(f)))
})
