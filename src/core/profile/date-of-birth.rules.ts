import * as E from 'fp-ts/Either'

export const DOB_MESSAGES = {
  invalid: 'Date of Birth must be a real date (YYYY-MM-DD).',
  notPast: 'Date of Birth must be in the past.',
} as const

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const EARLIEST_YEAR = 1900

/**
 * The spec only asks for a value; the server also needs a calendar date it can store, so
 * 2001-02-30 or 'yesterday' are refused here rather than by the database.
 */
export const parseDateOfBirth = (text: string, today: Date): E.Either<string, string> => {
  const match = ISO_DATE.exec(text)
  if (!match) return E.left(DOB_MESSAGES.invalid)
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  if (!real || year < EARLIEST_YEAR) return E.left(DOB_MESSAGES.invalid)
  return text <= today.toISOString().slice(0, 10) ? E.right(text) : E.left(DOB_MESSAGES.notPast)
}

/** The age a player must have reached to deposit (docs/product/safer-play.md#age). */
export const ADULT_AGE = 18

export const AGE_MESSAGES = {
  missing: 'Enter your date of birth: you must be 18 or over to deposit.',
  underAge: 'You must be 18 or over to deposit.',
} as const

/**
 * The day a person born on `dob` (YYYY-MM-DD) turns `years`: the same month and day that many
 * years on, or 1 March when they were born on 29 February and that year has none.
 */
export const birthdayAt = (dob: string, years: number): string => {
  const [year, month, day] = dob.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year + years, month - 1, day))
  return date.toISOString().slice(0, 10)
}

/** Whether someone born on `dob` is 18 or over on `today`'s date in UTC: from their 18th birthday on, not a day before. */
export const isAdult = (dob: string, today: Date): boolean => birthdayAt(dob, ADULT_AGE) <= today.toISOString().slice(0, 10)

/**
 * A date of birth given at a deposit: a real past date (the profile's rule) of someone 18 or
 * over today. The server and the deposit form refuse with the same words.
 */
export const parseAdultDateOfBirth = (text: string, today: Date): E.Either<string, string> => {
  const parsed = parseDateOfBirth(text.trim(), today)
  if (E.isLeft(parsed)) return parsed
  return isAdult(parsed.right, today) ? parsed : E.left(AGE_MESSAGES.underAge)
}
