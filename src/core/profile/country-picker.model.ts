import type { Country } from './country'

/** The phone widget's country dropdown: open or closed, its search text, the chosen country. */
export interface CountryPicker {
  readonly open: boolean
  readonly search: string
  readonly countryId: number | null
}

export type CountryPickerEvent =
  | { readonly _tag: 'Toggled' }
  | { readonly _tag: 'Dismissed' }
  | { readonly _tag: 'Searched'; readonly text: string }
  | { readonly _tag: 'Picked'; readonly country: Country }

export const countryPicker = (selected: Country | null): CountryPicker => ({ open: false, search: '', countryId: selected?.id ?? null })

/**
 * Picking sets countryId, closes the list and clears the search
 * (docs/product/entities-and-states.md#profile-screen).
 */
export const countryPickerReducer = (state: CountryPicker, event: CountryPickerEvent): CountryPicker => {
  switch (event._tag) {
    case 'Toggled':
      return { ...state, open: !state.open }
    case 'Dismissed':
      return { ...state, open: false }
    case 'Searched':
      return { ...state, search: event.text }
    case 'Picked':
      return { open: false, search: '', countryId: event.country.id }
  }
}

/**
 * The countries matching the search: by name (case- and accent-insensitive, anywhere in it), by
 * ISO code, or by calling code ("+91" or "91"). Names that start with the search, and an exact
 * ISO code, come first ("in" lists India before Argentina); otherwise the list's order is kept.
 * A blank search lists them all.
 */
export const filterCountries = (countries: readonly Country[], search: string): readonly Country[] => {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  const text = fold(search.trim())
  if (text === '') return countries
  const digits = text.replace(/^\+/, '')
  const matches = countries.filter(
    (c) => fold(c.name).includes(text) || c.iso2.toLowerCase() === text || (/^\d+$/.test(digits) && c.phoneCode.startsWith(digits)),
  )
  const leads = (c: Country) => fold(c.name).startsWith(text) || c.iso2.toLowerCase() === text
  return [...matches.filter(leads), ...matches.filter((c) => !leads(c))]
}
