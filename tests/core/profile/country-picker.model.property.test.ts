import { fc, test } from '@fast-check/vitest'
import { expect } from 'vitest'
import type { Country } from '../../../src/core/profile/country'
import { filterCountries } from '../../../src/core/profile/country-picker.model'
import { anyText, blank } from '../../arbitraries/text.arbitraries'

const country: fc.Arbitrary<Country> = fc.record({
  id: fc.nat({ max: 999 }),
  name: fc.string({ minLength: 1, maxLength: 20 }),
  phoneCode: fc.integer({ min: 1, max: 999 }).map(String),
  iso2: fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 2 }),
})
const countries = fc.uniqueArray(country, { selector: (c) => c.id, maxLength: 30 })

test.prop([countries, blank])('a blank search lists every country in order', (list, search) => {
  expect(filterCountries(list, search)).toEqual(list)
})

test.prop([countries, anyText])('the result lists each matching country once and nothing else', (list, search) => {
  const found = filterCountries(list, search)
  expect(new Set(found.map((c) => c.id)).size).toBe(found.length)
  expect(found.every((c) => list.includes(c))).toBe(true)
  // Filtering the result again finds the same countries: ordering never drops or adds one.
  expect([...filterCountries(found, search)].sort((a, b) => a.id - b.id)).toEqual([...found].sort((a, b) => a.id - b.id))
})

test.prop([countries, fc.nat()])('a country is found by its own name', (list, pick) => {
  fc.pre(list.length > 0)
  const target = list[pick % list.length]!
  fc.pre(target.name.trim() !== '')
  expect(filterCountries(list, target.name)).toContain(target)
})
