import * as t from 'io-ts'

interface NonEmptyBrand {
  readonly NonEmpty: unique symbol
}

/** A string with at least one character: an empty token or id is as bad as a missing one. */
export const NonEmptyString = t.brand(t.string, (s): s is t.Branded<string, NonEmptyBrand> => s.length > 0, 'NonEmpty')

/** An id the API may send as a JSON number (a bigint identity) or a string; the browser keeps strings. */
export const IdText = new t.Type<string, string | number, unknown>(
  'IdText',
  (u): u is string => typeof u === 'string' && u !== '',
  (u, c) =>
    (typeof u === 'number' && Number.isSafeInteger(u)) || (typeof u === 'string' && u !== '') ? t.success(String(u)) : t.failure(u, c),
  (s) => s,
)

interface LinkUrlBrand {
  readonly LinkUrl: unique symbol
}

const hasScheme =
  (schemes: readonly string[]) =>
  (s: string): boolean => {
    try {
      return schemes.includes(new URL(s).protocol)
    } catch {
      return false
    }
  }

/** An absolute http(s) URL: an iframe or a new tab must never load a javascript: or data: URL. */
export const WebUrl = t.brand(t.string, (s): s is t.Branded<string, LinkUrlBrand> => hasScheme(['http:', 'https:'])(s), 'LinkUrl')

/** A link a wallet app may open: http(s) or a lightning: payment URI, never javascript:. */
export const WalletLinkUrl = t.brand(
  t.string,
  (s): s is t.Branded<string, LinkUrlBrand> => hasScheme(['http:', 'https:', 'lightning:'])(s),
  'LinkUrl',
)

/** A time as epoch milliseconds, sent as a number or as an ISO 8601 text. */
export const EpochMillis = new t.Type<number, number, unknown>(
  'EpochMillis',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => {
    const ms = typeof u === 'number' ? u : typeof u === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(u) ? Date.parse(u) : Number.NaN
    return Number.isFinite(ms) && ms > 0 ? t.success(ms) : t.failure(u, c)
  },
  (ms) => ms,
)
