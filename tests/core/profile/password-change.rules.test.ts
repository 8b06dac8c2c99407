import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { parsePasswordChange } from '../../../src/core/profile/password-change.rules'

const errorsOf = (input: Parameters<typeof parsePasswordChange>[0]) =>
  E.match(
    (e: { errors: object }) => e.errors,
    () => ({}),
  )(parsePasswordChange(input))

describe('password change form', () => {
  it('keeps every password exactly as typed', () => {
    const input = { currentPassword: ' old ', newPassword: ' new pass ', newPasswordConfirmation: ' new pass ' }
    expect(parsePasswordChange(input)).toEqual(E.right(input))
  })

  it('reports every missing field, in the form order', () => {
    expect(Object.entries(errorsOf({ currentPassword: '', newPassword: ' ', newPasswordConfirmation: undefined }))).toEqual([
      ['currentPassword', 'Current password is required.'],
      ['newPassword', 'New password is required.'],
      ['newPasswordConfirmation', 'Confirm password is required.'],
    ])
  })

  it.each([
    ['1234567', false],
    ['12345678', true],
    ['123456789', true],
    ['😀😀😀😀😀😀😀', false],
    ['😀😀😀😀😀😀😀😀', true],
  ])('new password %j is long enough: %s', (pw, passes) => {
    expect(errorsOf({ currentPassword: 'old', newPassword: pw, newPasswordConfirmation: pw })).toEqual(
      passes ? {} : { newPassword: 'New password must be at least 8 characters.' },
    )
  })

  it('refuses a confirmation that differs', () => {
    expect(errorsOf({ currentPassword: 'old', newPassword: 'abcdefgh', newPasswordConfirmation: 'abcdefgH' })).toEqual({
      newPasswordConfirmation: 'Passwords do not match.',
    })
  })

  it('refuses the form only when a field fails', () => {
    const input = { currentPassword: 'old', newPassword: 'abcdefgh', newPasswordConfirmation: 'abcdefgh' }
    expect(parsePasswordChange({ ...input, currentPassword: '' })).toMatchObject(E.left({ _tag: 'InvalidForm' }))
    expect(E.isRight(parsePasswordChange(input))).toBe(true)
  })
})
