import type { Container } from 'inversify'
import type { Registry } from './registry'
import { T } from './tokens'

/** A registry's keys, each with its token: `satisfies` keeps a tokens file to its registry's keys. */
export type Tokens<R> = { readonly [K in keyof R]: symbol }

/** What a list of registry keys resolves to, position by position. */
export type Resolved<R, Keys extends readonly (keyof R)[]> = { -readonly [I in keyof Keys]: R[Keys[I]] }

/**
 * Binds by registry key instead of bare symbol. Inversify types a token list as any symbols, so a
 * factory could receive its ports in the wrong order; here the compiler checks that a constant has
 * its key's type and that a factory takes, in order, the types of the keys it lists.
 */
export function registryBinder<R>(c: Container, tokens: Tokens<R>) {
  return {
    constant<K extends keyof R>(key: K, value: R[K]): void {
      c.bind<R[K]>(tokens[key]).toConstantValue(value)
    },
    resolved<K extends keyof R, const Keys extends readonly (keyof R)[]>(
      key: K,
      dependencies: Keys,
      factory: (...args: Resolved<R, Keys>) => R[K],
    ): void {
      c.bind<R[K]>(tokens[key]).toResolvedValue(
        factory as (...args: unknown[]) => R[K],
        dependencies.map((d) => tokens[d]),
      )
    },
  }
}

/** The player app's binder. */
export const binder = (c: Container) => registryBinder<Registry>(c, T)
