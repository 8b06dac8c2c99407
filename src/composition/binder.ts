import type { Container } from 'inversify'
import type { Registry } from './registry'
import { T } from './tokens'

type Key = keyof Registry

/** What a list of registry keys resolves to, position by position. */
export type Resolved<Keys extends readonly Key[]> = { -readonly [I in keyof Keys]: Registry[Keys[I]] }

/**
 * Binds by registry key instead of bare symbol. Inversify types a token list as any symbols, so a
 * factory could receive its ports in the wrong order; here the compiler checks that a constant has
 * its key's type and that a factory takes, in order, the types of the keys it lists.
 */
export function binder(c: Container) {
  return {
    constant<K extends Key>(key: K, value: Registry[K]): void {
      c.bind<Registry[K]>(T[key]).toConstantValue(value)
    },
    resolved<K extends Key, const Keys extends readonly Key[]>(
      key: K,
      dependencies: Keys,
      factory: (...args: Resolved<Keys>) => Registry[K],
    ): void {
      c.bind<Registry[K]>(T[key]).toResolvedValue(
        factory as (...args: unknown[]) => Registry[K],
        dependencies.map((d) => T[d]),
      )
    },
  }
}
