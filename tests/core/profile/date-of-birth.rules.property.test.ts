import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { AGE_MESSAGES, birthdayAt, DOB_MESSAGES, isAdult, parseAdultDateOfBirth } from '../../../src/core/profile/date-of-birth.rules'

const DAY_MS = 86_400_000
const iso = (d: Date) => d.toISOString().slice(0, 10)
/** Any day from 1950 to 2090, at any time of it (UTC). */
const anyMoment = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2090-12-31T23:59:59Z'), noInvalidDate: true })

describe('the age at a deposit', () => {
  test.prop([anyMoment])('is adult from the 18th birthday on, and not the day before', (today) => {
    const [y, m, d] = iso(today).split('-')
    const exactly18 = `${Number(y) - 18}-${m}-${d}`
    // Born on 29 February of a leap year whose 18th year has none: their birthday is 1 March.
    if (m === '02' && d === '29') return
    expect(isAdult(exactly18, today)).toBe(true)
    const dayShort = iso(new Date(Date.parse(`${exactly18}T00:00:00Z`) + DAY_MS))
    expect(isAdult(dayShort, today)).toBe(false)
  })

  test.prop([anyMoment])('turns 18 once, whatever the time of day', (today) => {
    const born = iso(new Date(today.getTime() - 20 * 365 * DAY_MS))
    const turns = birthdayAt(born, 18)
    expect(isAdult(born, new Date(`${turns}T00:00:00Z`))).toBe(true)
    expect(isAdult(born, new Date(Date.parse(`${turns}T00:00:00Z`) - 1))).toBe(false)
  })

  it('counts a 29 February birthday from 1 March in a year without one', () => {
    expect(birthdayAt('2008-02-29', 18)).toBe('2026-03-01')
    expect(isAdult('2008-02-29', new Date('2026-02-28T23:59:59Z'))).toBe(false)
    expect(isAdult('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(true)
    expect(birthdayAt('2004-02-29', 18)).toBe('2022-03-01')
    expect(birthdayAt('2000-02-29', 20)).toBe('2020-02-29')
  })

  it('refuses a missing, unreal, future or under-18 date with the profile’s words, and takes an adult’s', () => {
    const today = new Date('2026-11-26T10:00:00Z')
    expect(parseAdultDateOfBirth('2008-11-26', today)).toEqual(E.right('2008-11-26'))
    expect(parseAdultDateOfBirth(' 1990-05-01 ', today)).toEqual(E.right('1990-05-01'))
    expect(parseAdultDateOfBirth('2008-11-27', today)).toEqual(E.left(AGE_MESSAGES.underAge))
    expect(parseAdultDateOfBirth('', today)).toEqual(E.left(DOB_MESSAGES.invalid))
    expect(parseAdultDateOfBirth('2001-02-30', today)).toEqual(E.left(DOB_MESSAGES.invalid))
    expect(parseAdultDateOfBirth('2027-01-01', today)).toEqual(E.left(DOB_MESSAGES.notPast))
  })
})
