import type { Country } from './country'

/**
 * The phone widget shows the chosen country's calling code beside the phone field, so the player
 * types the national part; the profile keeps one international number ("+5511987654321").
 */

/**
 * The profile's phoneNumber from what the field holds: the country's code in front, unless the
 * player typed a full international number (a leading plus) or there is no country. Blank stays
 * blank, so the rule still says the number is required; nothing else is changed, so the spec's
 * format rule judges exactly what was typed.
 */
export const composePhoneNumber = (country: Pick<Country, 'phoneCode'> | null, entered: string): string => {
  const text = entered.trim()
  if (text === '' || text.startsWith('+') || country === null) return text
  return `+${country.phoneCode}${text}`
}

/** What the phone field shows for a stored number: without the country's code when it has it. */
export const nationalPart = (country: Pick<Country, 'phoneCode'> | null, stored: string): string => {
  const prefix = country === null ? null : `+${country.phoneCode}`
  return prefix !== null && stored.startsWith(prefix) && stored.length > prefix.length ? stored.slice(prefix.length) : stored
}
