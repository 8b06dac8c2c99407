import { iso31661 } from 'iso-3166'
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js'
import type { Country } from './country'

/**
 * Territories libphonenumber has no metadata for, because they have no calling code of their
 * own; each is reached through the code of the country that serves it.
 */
const BORROWED_CALLING_CODES: Readonly<Record<string, string>> = {
  AQ: '672',
  BV: '47',
  GS: '500',
  HM: '672',
  PN: '64',
  TF: '262',
  UM: '1',
}

const callingCodeOf = (iso2: string, known: ReadonlySet<string>): string | undefined =>
  known.has(iso2) ? getCountryCallingCode(iso2 as CountryCode) : BORROWED_CALLING_CODES[iso2]

/**
 * Every assigned ISO 3166-1 country (the iso-3166 package tracks the standard), with its English
 * name from the runtime's CLDR data and its calling code from libphonenumber, sorted by name.
 * Throws at start if a country has no calling code: a new country needs one added above.
 */
export function buildCountryList(): readonly Country[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  const known = new Set<string>(getCountries())
  const list = iso31661.map((entry): Country => {
    const code = callingCodeOf(entry.alpha2, known)
    if (code === undefined) throw new Error(`No calling code for ${entry.alpha2}`)
    return {
      id_country: Number(entry.numeric),
      'Country Name': names.of(entry.alpha2) ?? entry.name,
      'Phone Code': code,
      ISO2: entry.alpha2,
    }
  })
  return list.sort((a, b) => a['Country Name'].localeCompare(b['Country Name'], 'en'))
}

let cached: readonly Country[] | undefined

/** The list is computed once per process: it only changes with a package upgrade. */
export const countryList = (): readonly Country[] => (cached ??= buildCountryList())

let ids: ReadonlySet<number> | undefined

export const countryExists = (id: number): boolean => (ids ??= new Set(countryList().map((c) => c.id_country))).has(id)
