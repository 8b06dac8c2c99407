/**
 * A country as GET /api/countries answers it (docs/product/entities-and-states.md#country); the
 * field names are the labels the profile screen reads, spaces and capitals included.
 */
export interface Country {
  /** The ISO 3166-1 numeric code (India: 356): stable, and never reused for another country. */
  readonly id_country: number
  readonly 'Country Name': string
  /** The international calling code, digits only (India: '91'). */
  readonly 'Phone Code': string
  /** ISO 3166-1 alpha-2, upper case; the flag is /images/flags/{iso2 lower case}.png. */
  readonly ISO2: string
}

export const flagPath = (iso2: string): string => `/images/flags/${iso2.toLowerCase()}.png`
