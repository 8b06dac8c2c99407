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
    const input = { current_password: ' old ', new_password: ' new pass ', new_password_confirmation: ' new pass ' }
    expect(parsePasswordChange(input)).toEqual(E.right(input))
  })

  it('reports every missing field, in the form order', () => {
    expect(Object.entries(errorsOf({ current_password: '', new_password: ' ', new_password_confirmation: undefined }))).toEqual([
      ['current_password', 'Current password is required.'],
      ['new_password', 'New password is required.'],
      ['new_password_confirmation', 'Confirm password is required.'],
    ])
  })

  it.each([
    ['1234567', false],
    ['12345678', true],
    ['123456789', true],
    ['😀😀😀😀😀😀😀', false],
    ['😀😀😀😀😀😀😀😀', true],
  ])('new password %j is long enough: %s', (pw, passes) => {
    expect(errorsOf({ current_password: 'old', new_password: pw, new_password_confirmation: pw })).toEqual(
      passes ? {} : { new_password: 'New password must be at least 8 characters.' },
    )
  })

  it('refuses a confirmation that differs', () => {
    expect(errorsOf({ current_password: 'old', new_password: 'abcdefgh', new_password_confirmation: 'abcdefgH' })).toEqual({
      new_password_confirmation: 'Passwords do not match.',
    })
  })

  it('refuses the form only when a field fails', () => {
    const input = { current_password: 'old', new_password: 'abcdefgh', new_password_confirmation: 'abcdefgh' }
    expect(parsePasswordChange({ ...input, current_password: '' })).toMatchObject(E.left({ _tag: 'InvalidForm' }))
    expect(E.isRight(parsePasswordChange(input))).toBe(true)
  })
})
