import { fc } from '@fast-check/vitest'
import { email } from './auth.arbitraries'
import { asciiDigit, padded, present } from './text.arbitraries'

const firstDigit = fc.constantFrom(...'123456789')
const plus = fc.constantFrom('', '+')

/** An optional plus, a digit 1-9, then `min` to `max` more digits. */
export const phoneWithTail = (min: number, max: number) =>
  fc
    .tuple(plus, firstDigit, fc.string({ unit: asciiDigit, minLength: min, maxLength: max }))
    .map(([p, first, tail]) => `${p}${first}${tail}`)

export const phoneNumber = phoneWithTail(1, 14)

export const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2010-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

export const profileInput = fc.record({
  fullName: padded(present),
  username: padded(present),
  email: padded(email),
  phoneNumber: padded(phoneNumber),
  dob: isoDate,
  state: padded(present),
  city: padded(present),
  address: padded(present),
  zipcode: fc.string({ maxLength: 10 }),
  countryId: fc.option(fc.nat({ max: 300 })),
})
