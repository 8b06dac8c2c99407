/**
 * The default branch of an exhaustive `switch (error._tag)`: the call does not compile while a
 * case is left unhandled, and a value the types ruled out (a bug elsewhere) throws rather than
 * slipping through as some other case's answer.
 */
export function assertNever(value: never): never {
  const seen: unknown = value
  const tag = typeof seen === 'object' && seen !== null && '_tag' in seen ? String(seen._tag) : String(seen)
  throw new Error(`unhandled case: ${tag}`)
}
