/** A country of the phone widget's list (docs/product/entities-and-states.md#country). */
export interface Country {
  readonly id: number
  readonly name: string
  /** Digits of the calling code, without the plus ("91"). */
  readonly phoneCode: string
  /** ISO 3166-1 alpha-2, upper case ("IN"). */
  readonly iso2: string
}

/**
 * The profile screen preselects India when the profile names no country
 * (docs/product/entities-and-states.md#profile-screen).
 */
export const DEFAULT_COUNTRY_ISO2 = 'IN'

export const flagPath = (country: Pick<Country, 'iso2'>): string => `/images/flags/${country.iso2.toLowerCase()}.png`

/** The profile's country if it names one on the list, else India, else nothing. */
export const countryToSelect = (countries: readonly Country[], countryId: number | null): Country | null =>
  (countryId === null ? undefined : countries.find((c) => c.id === countryId)) ??
  countries.find((c) => c.iso2.toUpperCase() === DEFAULT_COUNTRY_ISO2) ??
  null
