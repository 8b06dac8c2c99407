import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { parseProfile, type ProfileInput } from '../../../src/core/profile/profile.rules'

const valid: ProfileInput = {
  fullName: ' Ana Lima ',
  username: 'ana',
  email: 'Ana@Example.com',
  phoneNumber: ' +919876543210 ',
  dob: '1990-04-01',
  state: 'Goa',
  city: 'Panaji',
  address: '1 Beach Road',
}
const errorsOf = (input: ProfileInput) =>
  E.match(
    (e: { errors: object }) => e.errors,
    () => ({}),
  )(parseProfile(input))

describe('profile form', () => {
  it('trims and normalises a valid form, passing zip code and country through', () => {
    expect(parseProfile({ ...valid, zipcode: ' 403001 ', countryId: 99 })).toEqual(
      E.right({
        ...valid,
        fullName: 'Ana Lima',
        email: 'ana@example.com',
        phoneNumber: '+919876543210',
        zipcode: ' 403001 ',
        countryId: 99,
      }),
    )
  })

  it('reports every missing field under its own name, in the form order', () => {
    const blank = { fullName: '', username: '', email: '', phoneNumber: ' ', dob: '', state: '', city: '', address: '' }
    expect(Object.entries(errorsOf(blank))).toEqual([
      ['fullName', 'Full Name is required.'],
      ['username', 'Username is required.'],
      ['email', 'A valid Email Address is required.'],
      ['phoneNumber', 'Phone Number is required.'],
      ['dob', 'Date of Birth is required.'],
      ['state', 'State is required.'],
      ['city', 'City is required.'],
      ['address', 'Address is required.'],
    ])
  })

  it('gives a malformed email the same message as a missing one', () => {
    expect(errorsOf({ ...valid, email: 'ana@example' })).toEqual({ email: 'A valid Email Address is required.' })
  })

  it.each([
    ['+123456789012345', true],
    ['123456789012345', true],
    ['+1234567890123456', false],
    ['0123456789', false],
    ['+91 98765 43210', false],
  ])('phone %j passes: %s', (phoneNumber, passes) => {
    const errors = errorsOf({ ...valid, phoneNumber })
    expect(errors).toEqual(passes ? {} : { phoneNumber: 'Invalid Phone Number format.' })
  })

  it('does not check zip code', () => {
    expect(E.isRight(parseProfile({ ...valid, zipcode: '!!' }))).toBe(true)
  })
})
