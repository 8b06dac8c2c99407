import * as E from 'fp-ts/Either'
import * as t from 'io-ts'

/**
 * The building blocks of our API's wire shapes. Each one carries a name a player can read, so a
 * 422 says what a field must be ("must be a whole number of up to 9 digits"), and objects are
 * closed: an unknown field is refused rather than silently dropped.
 */

export type Props = Readonly<Record<string, t.Mixed>>

type Required<R extends Props> = { readonly [K in keyof R]: t.TypeOf<R[K]> }
type Optional<O extends Props> = { readonly [K in keyof O]?: t.TypeOf<O[K]> }
type RequiredOut<R extends Props> = { readonly [K in keyof R]: t.OutputOf<R[K]> }
type OptionalOut<O extends Props> = { readonly [K in keyof O]?: t.OutputOf<O[K]> }

/** An object with exactly these fields: `required` must be there, `optional` may be. */
export interface ClosedType<R extends Props, O extends Props> extends t.Type<
  Required<R> & Optional<O>,
  RequiredOut<R> & OptionalOut<O>,
  unknown
> {
  readonly required: R
  readonly optional: O
}

const isObject = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)
const has = (o: object, key: string): boolean => Object.prototype.hasOwnProperty.call(o, key)

export function closed<R extends Props, O extends Props = Record<never, t.Mixed>>(required: R, optional?: O): ClosedType<R, O> {
  type A = Required<R> & Optional<O>
  const maybe = optional ?? ({} as O)
  const validate: t.Validate<unknown, A> = (u, c) => {
    if (!isObject(u)) return t.failure(u, c)
    const errors: t.ValidationError[] = []
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(u)) {
      if (!has(required, key) && !has(maybe, key))
        errors.push({ value: u[key], context: t.appendContext(c, key, t.never, u[key]), message: 'is not allowed' })
    }
    const field = (key: string, codec: t.Mixed) => {
      const decoded = codec.validate(u[key], t.appendContext(c, key, codec, u[key]))
      if (E.isLeft(decoded)) errors.push(...decoded.left)
      else out[key] = decoded.right
    }
    for (const [key, codec] of Object.entries(required)) {
      if (has(u, key) && u[key] !== undefined) field(key, codec)
      else errors.push({ value: undefined, context: t.appendContext(c, key, codec, undefined), message: 'is required' })
    }
    for (const [key, codec] of Object.entries(maybe)) if (has(u, key) && u[key] !== undefined) field(key, codec)
    return errors.length > 0 ? t.failures(errors) : t.success(out as A)
  }
  const encode = (a: A): RequiredOut<R> & OptionalOut<O> => {
    const out: Record<string, unknown> = {}
    for (const [key, codec] of Object.entries({ ...required, ...maybe })) {
      const value = (a as Record<string, unknown>)[key]
      if (value !== undefined) out[key] = codec.encode(value)
    }
    return out as RequiredOut<R> & OptionalOut<O>
  }
  const codec = new t.Type<A, RequiredOut<R> & OptionalOut<O>, unknown>(
    'an object',
    (u): u is A => E.isRight(validate(u, [])),
    validate,
    encode,
  )
  return Object.assign(codec, { required, optional: maybe })
}

/** No fields at all: a query string or path that takes none. */
export const Nothing = closed({})

const named = <A>(name: string, is: (u: unknown) => u is A): t.Type<A, A, unknown> =>
  new t.Type<A, A, unknown>(
    name,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c)),
    (a) => a,
  )

/** Text of `min` to `max` characters. */
export const text = (min: number, max: number): t.Type<string, string, unknown> =>
  named(
    min === 0 ? `text of at most ${max} characters` : `text of ${min} to ${max} characters`,
    (u): u is string => typeof u === 'string' && u.length >= min && u.length <= max,
  )

/** A whole number from `min` to `max`, sent as a JSON number. */
export const wholeNumber = (min: number, max: number): t.Type<number, number, unknown> =>
  named(
    `a whole number from ${min} to ${max}`,
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= min && u <= max,
  )

/** A whole number written in digits (a path segment or a query value), decoded as a number. */
export const digits = (maxDigits: number, min = 0): t.Type<number, string, unknown> => {
  const shape = new RegExp(`^[0-9]{1,${maxDigits}}$`)
  return new t.Type<number, string, unknown>(
    `a whole number of up to ${maxDigits} digits${min > 0 ? `, at least ${min}` : ''}`,
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= min,
    (u, c) => (typeof u === 'string' && shape.test(u) && Number(u) >= min ? t.success(Number(u)) : t.failure(u, c)),
    (n) => String(n),
  )
}

/** One of these exact values. */
export const oneOf = <const V extends readonly [string | number | boolean, ...(string | number | boolean)[]]>(
  values: V,
): t.Type<V[number], V[number], unknown> =>
  named(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`, (u): u is V[number] => values.includes(u as V[number]))

/** An integer amount of cents, never negative. */
export const cents = wholeNumber(0, Number.MAX_SAFE_INTEGER)

/** `codec`'s values, or null (a field a form may send empty). */
export const nullable = <C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> => t.union([codec, t.null], `${codec.name} or null`)

/** Text that matches `pattern` (anchor it), called `name` in a refusal. */
export const matching = (pattern: RegExp, name: string): t.Type<string, string, unknown> =>
  named(name, (u): u is string => typeof u === 'string' && pattern.test(u))

const schemeOf = (u: string): string | null => {
  try {
    return new URL(u).protocol
  } catch {
    return null
  }
}

/** An absolute URL with one of these schemes: a link the browser opens or frames is never javascript: or data:. */
export const link = (schemes: readonly [string, ...string[]]): t.Type<string, string, unknown> =>
  named(`a link (${schemes.join(' or ')})`, (u): u is string => typeof u === 'string' && schemes.includes(schemeOf(u) ?? ''))

/**
 * Up to `max` slugs ('starfen', 'velvet-comet') in one query value, comma separated, decoded as a
 * list without repeats; encoded back the same way.
 */
export const slugList = (max: number): t.Type<readonly string[], string, unknown> => {
  const shape = new RegExp(`^[a-z0-9][a-z0-9-]{0,39}(,[a-z0-9][a-z0-9-]{0,39}){0,${max - 1}}$`)
  return new t.Type<readonly string[], string, unknown>(
    `up to ${max} comma-separated names of lowercase letters, digits and dashes`,
    (u): u is readonly string[] => Array.isArray(u) && u.every((s) => typeof s === 'string' && shape.test(s)),
    (u, c) => (typeof u === 'string' && shape.test(u) ? t.success([...new Set(u.split(','))]) : t.failure(u, c)),
    (list) => list.join(','),
  )
}
