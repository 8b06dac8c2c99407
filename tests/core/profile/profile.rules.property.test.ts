import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import { parseProfile, type ProfileInput } from '../../../src/core/profile/profile.rules'
import { profileInput } from '../../arbitraries/profile.arbitraries'
import { anyText, missing } from '../../arbitraries/text.arbitraries'

const REQUIRED = {
  fullName: 'Full Name is required.',
  username: 'Username is required.',
  email: 'A valid Email Address is required.',
  phoneNumber: 'Phone Number is required.',
  dob: 'Date of Birth is required.',
  state: 'State is required.',
  city: 'City is required.',
  address: 'Address is required.',
} as const
const FIELDS = Object.keys(REQUIRED) as (keyof typeof REQUIRED)[]

const errorsOf = (input: ProfileInput) =>
  E.match(
    (e: { errors: object }) => e.errors,
    () => ({}),
  )(parseProfile(input))

test.prop([profileInput])('a valid form passes with every text field trimmed', (input) => {
  const result = parseProfile(input)
  expect(E.isRight(result)).toBe(true)
  if (E.isRight(result)) FIELDS.forEach((f) => expect(result.right[f]).toBe(result.right[f].trim()))
})

test.prop([profileInput])('parsing a valid form again changes nothing', (input) => {
  const once = parseProfile(input)
  expect(E.flatMap(parseProfile)(once)).toEqual(once)
})

test.prop([profileInput, fc.constantFrom(...FIELDS), missing])(
  'blanking one field reports only that field, with its message',
  (input, field, blank) => {
    expect(errorsOf({ ...input, [field]: blank })).toEqual({ [field]: REQUIRED[field] })
  },
)

test.prop([profileInput, fc.subarray(FIELDS), missing])('reports blanked fields in the form order', (input, fields, blank) => {
  const blanked = Object.fromEntries(fields.map((f) => [f, blank]))
  expect(Object.keys(errorsOf({ ...input, ...blanked }))).toEqual(FIELDS.filter((f) => fields.includes(f)))
})

test.prop([profileInput, anyText, anyText])('never throws, whatever zip code and phone', (input, zipcode, phone) => {
  expect(() => parseProfile({ ...input, zipcode, phoneNumber: phone })).not.toThrow()
})
