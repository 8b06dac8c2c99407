import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseConfirmation } from '../../../src/core/auth/password.rules'
import { parseNewPassword, parsePasswordChange } from '../../../src/core/profile/password-change.rules'
import { requireSecret } from '../../../src/core/shared/form-errors'
import { anyText, missing, present } from '../../arbitraries/text.arbitraries'

const TOO_SHORT = 'New password must be at least 8 characters.'
const ofLength = (min: number, max: number) => fc.string({ unit: 'binary', minLength: min, maxLength: max }).filter((s) => s.trim() !== '')

const errorsOf = (input: Parameters<typeof parsePasswordChange>[0]) =>
  E.match(
    (e: { errors: object }) => e.errors,
    () => ({}),
  )(parsePasswordChange(input))

test.prop([present, ofLength(8, 40)])('a new password of 8+ characters, confirmed, passes', (current, pw) => {
  const input = { currentPassword: current, newPassword: pw, newPasswordConfirmation: pw }
  expect(parsePasswordChange(input)).toEqual(E.right(input))
})

test.prop([ofLength(8, 9)])('8 and 9 characters are enough', (pw) => {
  expect(parseNewPassword(pw)).toEqual(E.right(pw))
})

test.prop([ofLength(1, 7)])('7 characters or fewer are too short', (pw) => {
  expect(parseNewPassword(pw)).toEqual(E.left(TOO_SHORT))
})

test.prop([present, ofLength(1, 7)])('a short confirmed new password reports only the new password', (current, pw) => {
  expect(errorsOf({ currentPassword: current, newPassword: pw, newPasswordConfirmation: pw })).toEqual({
    newPassword: TOO_SHORT,
  })
})

test.prop([missing, ofLength(8, 20)])('a blank current password is missing', (current, pw) => {
  expect(errorsOf({ currentPassword: current, newPassword: pw, newPasswordConfirmation: pw })).toEqual({
    currentPassword: 'Current password is required.',
  })
})

test.prop([present, ofLength(8, 20)])('parsing a valid form again changes nothing', (current, pw) => {
  const once = parsePasswordChange({ currentPassword: current, newPassword: pw, newPasswordConfirmation: pw })
  expect(E.flatMap(parsePasswordChange)(once)).toEqual(once)
})

const anyField = fc.oneof(ofLength(8, 12), missing, anyText)

test.prop([anyField, anyField, fc.option(anyField)])('refuses the form exactly when some field fails', (current, pw, other) => {
  const confirm = other ?? pw
  const anyFails = [requireSecret('m')(current), parseNewPassword(pw), parseConfirmation(pw)(confirm)].some(E.isLeft)
  const result = parsePasswordChange({ currentPassword: current, newPassword: pw, newPasswordConfirmation: confirm })
  expect(E.isLeft(result)).toBe(anyFails)
})
