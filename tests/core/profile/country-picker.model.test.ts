import { describe, expect, it } from 'vitest'
import { countryPicker, countryPickerReducer, filterCountries } from '../../../src/core/profile/country-picker.model'
import { countryToSelect, flagPath } from '../../../src/core/profile/country'
import { ALAND, BRAZIL, INDIA } from '../../fakes/fake-profile-gateway'

const all = [ALAND, BRAZIL, INDIA]

describe('the country picker', () => {
  it('starts closed on the selected country', () => {
    expect(countryPicker(INDIA)).toEqual({ open: false, search: '', countryId: 99 })
  })

  it('opens and closes on toggle', () => {
    const opened = countryPickerReducer(countryPicker(INDIA), { _tag: 'Toggled' })
    expect(opened.open).toBe(true)
    expect(countryPickerReducer(opened, { _tag: 'Toggled' }).open).toBe(false)
  })

  it('picking sets the country id, closes the list and clears the search', () => {
    const searching = countryPickerReducer({ open: true, search: 'bra', countryId: 99 }, { _tag: 'Searched', text: 'bra' })
    expect(countryPickerReducer(searching, { _tag: 'Picked', country: BRAZIL })).toEqual({ open: false, search: '', countryId: 30 })
  })

  it('keeps the search when dismissed', () => {
    expect(countryPickerReducer({ open: true, search: 'in', countryId: null }, { _tag: 'Dismissed' })).toEqual({
      open: false,
      search: 'in',
      countryId: null,
    })
  })

  it.each([
    ['', [ALAND, BRAZIL, INDIA]],
    ['BRA', [BRAZIL]],
    ['aland', [ALAND]],
    ['in', [INDIA]],
    ['ISL', [ALAND]],
    ['+91', [INDIA]],
    ['55', [BRAZIL]],
    ['zz', []],
  ])('finds %j', (search, expected) => {
    expect(filterCountries(all, search)).toEqual(expected)
  })

  it('lists names that start with the search first, then the rest in order', () => {
    const argentina = { id: 32, name: 'Argentina', phoneCode: '54', iso2: 'AR' }
    const indonesia = { id: 360, name: 'Indonesia', phoneCode: '62', iso2: 'ID' }
    expect(filterCountries([argentina, INDIA, indonesia], 'in').map((c) => c.name)).toEqual(['India', 'Indonesia', 'Argentina'])
    expect(filterCountries([argentina, BRAZIL], 'ar').map((c) => c.name)).toEqual(['Argentina'])
  })

  it('names the flag image by the lower-case ISO code', () => {
    expect(flagPath(INDIA)).toBe('/images/flags/in.png')
  })

  it('selects nothing from an empty list', () => {
    expect(countryToSelect([], 30)).toBeNull()
  })
})
