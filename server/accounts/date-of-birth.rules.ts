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
