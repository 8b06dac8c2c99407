import * as O from 'fp-ts/Option'

/** A category id from the address bar: a positive whole number, or None for anything else. */
export const parseCategoryId = (raw: string | undefined): O.Option<number> => {
  const text = (raw ?? '').trim()
  if (!/^[1-9]\d{0,9}$/.test(text)) return O.none
  const id = Number(text)
  return Number.isSafeInteger(id) ? O.some(id) : O.none
}
