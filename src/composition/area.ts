import type { Container } from 'inversify'
import type { HttpClient } from '../adapters/http/http-client'
import { registryBinder, type RegistryBinder } from './binder'
import type { Registry } from './registry'
import { T } from './tokens'

/** What an area's adapters are built from: the shared HTTP client, the API's base, and tests' fakes. */
export interface AreaWiring {
  readonly http: HttpClient
  readonly apiBaseUrl: string
  /** Counts a change to what the server holds that the page learnt of without sending it (`KnownChanges`). */
  readonly noteChange: () => void
  /** Ports to use instead of the real adapters (tests pass fakes); use cases are always built. */
  readonly overrides: Partial<Registry>
}

/**
 * One area's keys and how to bind them. The container binds an area the first time a component
 * asks for one of its keys (`useDependency('Deposit', paymentsArea)`), so an area's adapters,
 * contracts and use cases load with the chunks of the screens that import it, not with the
 * first load of every page.
 */
export interface Area<K extends keyof Registry = keyof Registry> {
  readonly name: string
  readonly keys: readonly K[]
  /** The areas whose keys this one's factories depend on: bound before it. */
  readonly needs: readonly Area[]
  readonly bind: (c: Container, wiring: AreaWiring) => void
}

export function area<const K extends keyof Registry>(definition: {
  readonly name: string
  readonly keys: readonly K[]
  readonly needs?: readonly Area[]
  readonly bind: (bind: RegistryBinder<Registry, K>, wiring: AreaWiring) => void
}): Area<K> {
  return {
    name: definition.name,
    keys: definition.keys,
    needs: definition.needs ?? [],
    bind: (c, wiring) => definition.bind(registryBinder<Registry, K>(c, T), wiring),
  }
}
