import { fc } from '@fast-check/vitest'

/** Characters String.prototype.trim removes, Unicode ones included. */
export const whitespaceChar = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff')

/** '' or whitespace only: what a required field treats as missing. */
export const blank = fc.string({ unit: whitespaceChar, maxLength: 6 })

/** Everything a required field treats as missing, JSON nulls and absent fields included. */
export const missing = fc.oneof(blank, fc.constant(null), fc.constant(undefined))

/** Text with at least one non-whitespace character. */
export const present = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '')

/** The same value with whitespace around it, as a careless paste leaves it. */
export const padded = (inner: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.tuple(blank, inner, blank).map(([before, text, after]) => `${before}${text}${after}`)

/** Any UTF-16 text: full code points, lone surrogates and control characters. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.string({ maxLength: 40 }),
)

export const asciiLetter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')
export const asciiDigit = fc.constantFrom(...'0123456789')
export const asciiAlphanumeric = fc.oneof(asciiLetter, asciiDigit)

/** Letters outside ASCII, from Latin-1 to astral planes. */
export const nonAsciiLetter = fc.oneof(
  fc.constantFrom('é', 'ß', 'ñ', 'Ø', 'ж', 'Ω', 'λ', '中', 'あ', 'ㄱ', 'ع', '𝒜', '𠀀'),
  fc
    .integer({ min: 0x80, max: 0x2ffff })
    .map((cp) => String.fromCodePoint(cp))
    .filter((ch) => /^\p{L}$/u.test(ch)),
)

export const anyLetter = fc.oneof(asciiLetter, nonAsciiLetter)

/** Printable symbols: neither letters, digits nor whitespace. */
export const symbol = fc.constantFrom(...'!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~€£§°')
