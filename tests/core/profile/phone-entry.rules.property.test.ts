import * as E from 'fp-ts/Either'
import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { composePhoneNumber, nationalPart } from '../../../src/core/profile/phone-entry.rules'
import { parsePhoneNumber } from '../../../src/core/profile/phone.rules'
import { asciiDigit, anyText, blank, padded } from '../../arbitraries/text.arbitraries'

const callingCode = fc.string({ unit: asciiDigit, minLength: 1, maxLength: 3 }).map((d) => `${Number(d) || 1}`)
const country = callingCode.map((phoneCode) => ({ phoneCode }))
const national = fc
  .tuple(fc.constantFrom(...'123456789'), fc.string({ unit: asciiDigit, minLength: 1, maxLength: 9 }))
  .map(([a, b]) => a + b)

describe('composing the phone number', () => {
  it('puts the calling code in front of the national part', () => {
    expect(composePhoneNumber({ phoneCode: '55' }, ' 11987654321 ')).toBe('+5511987654321')
  })

  it('keeps a number typed with its own plus', () => {
    expect(composePhoneNumber({ phoneCode: '91' }, '+441632960961')).toBe('+441632960961')
  })

  it('shows a stored number without the chosen country’s code', () => {
    expect(nationalPart({ phoneCode: '55' }, '+5511987654321')).toBe('11987654321')
    expect(nationalPart({ phoneCode: '91' }, '+5511987654321')).toBe('+5511987654321')
    expect(nationalPart(null, '+5511987654321')).toBe('+5511987654321')
  })
})

test.prop([fc.option(country), padded(blank)])('a blank field stays blank, so the number is still required', (c, raw) => {
  expect(composePhoneNumber(c, raw)).toBe('')
  expect(parsePhoneNumber(composePhoneNumber(c, raw))).toEqual(E.left('Phone Number is required.'))
})

test.prop([country, padded(national)])('a national number with a country always makes a valid number', (c, raw) => {
  expect(parsePhoneNumber(composePhoneNumber(c, raw))).toEqual(E.right(`+${c.phoneCode}${raw.trim()}`))
})

test.prop([fc.option(country), anyText])('composing never throws and composing again changes nothing', (c, raw) => {
  const once = composePhoneNumber(c, raw)
  expect(composePhoneNumber(c, once)).toBe(once)
})

test.prop([country, national])('what the field shows composes back to the stored number', (c, digits) => {
  const stored = `+${c.phoneCode}${digits}`
  expect(composePhoneNumber(c, nationalPart(c, stored))).toBe(stored)
})

test.prop([fc.option(country), padded(national)])('a stored international number survives any country', (c, raw) => {
  const stored = `+${raw.trim()}`
  expect(composePhoneNumber(c, nationalPart(c, stored))).toBe(stored)
})
