import { fc } from '@fast-check/vitest'
import { anyLetter, asciiAlphanumeric, asciiDigit, symbol } from './text.arbitraries'

export const username = fc.string({ unit: asciiAlphanumeric, minLength: 1, maxLength: 20 })

/** A valid address with its letters in random case. */
export const email = fc
  .tuple(fc.emailAddress(), fc.infiniteStream(fc.boolean()))
  .map(([address, upper]) => [...address].map((ch) => (upper.next().value ? ch.toUpperCase() : ch)).join(''))

export const loginId = fc.oneof(email, username)

const word = fc
  .array(fc.tuple(anyLetter, fc.constantFrom('', '', '\u0301', '\u0308')), { minLength: 1, maxLength: 8 })
  .map((letters) => letters.map(([letter, mark]) => letter + mark).join(''))

/** Words of letters (some with combining marks) joined by single spaces. */
export const fullName = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join(' '))

const passwordChar = fc.oneof(anyLetter, asciiDigit, symbol)

/** At least 6 characters with a letter and a digit, no whitespace: the sign-up rule. */
export const signUpPassword = fc
  .tuple(fc.array(passwordChar, { minLength: 4, maxLength: 20 }), anyLetter, asciiDigit, fc.nat(), fc.nat())
  .map(([rest, letter, digit, i, j]) => {
    const chars = [...rest]
    chars.splice(i % (chars.length + 1), 0, letter)
    chars.splice(j % (chars.length + 1), 0, digit)
    return chars.join('')
  })

/** A string of exactly `length` code points that passes the sign-up rule except for length. */
export const passwordOfLength = (length: number) =>
  fc
    .tuple(anyLetter, asciiDigit, fc.array(passwordChar, { minLength: length - 2, maxLength: length - 2 }))
    .map(([letter, digit, rest]) => [letter, digit, ...rest].join(''))
