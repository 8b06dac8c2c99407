import type { Container } from 'inversify'

/** A registry's keys, each with its token: `satisfies` keeps a tokens file to its registry's keys. */
export type Tokens<R> = { readonly [K in keyof R]: symbol }

/** What a list of registry keys resolves to, position by position. */
export type Resolved<R, Keys extends readonly (keyof R)[]> = { -readonly [I in keyof Keys]: R[Keys[I]] }

/** Binds the keys `Own` of registry `R`; a factory may depend on any key of `R`. */
export interface RegistryBinder<R, Own extends keyof R = keyof R> {
  constant<K extends Own>(key: K, value: R[K]): void
  resolved<K extends Own, const Keys extends readonly (keyof R)[]>(
    key: K,
    dependencies: Keys,
    factory: (...args: Resolved<R, Keys>) => R[K],
  ): void
}

/**
 * Binds by registry key instead of bare symbol. Inversify types a token list as any symbols, so a
 * factory could receive its ports in the wrong order; here the compiler checks that a constant has
 * its key's type and that a factory takes, in order, the types of the keys it lists. `Own` narrows
 * the keys one binder may bind: an area binds its own keys and no other's.
 */
export function registryBinder<R, Own extends keyof R = keyof R>(c: Container, tokens: Tokens<R>): RegistryBinder<R, Own> {
  return {
    constant(key, value) {
      c.bind(tokens[key]).toConstantValue(value)
    },
    resolved(key, dependencies, factory) {
      c.bind(tokens[key]).toResolvedValue(
        factory as (...args: unknown[]) => unknown,
        dependencies.map((d) => tokens[d]),
      )
    },
  }
}
