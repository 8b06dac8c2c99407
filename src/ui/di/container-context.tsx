import { createContext, useContext, useRef, type ReactNode } from 'react'
import type { Area } from '../../composition/area'
import type { Tokens } from '../../composition/binder'
import type { Registry, SharedKey } from '../../composition/registry'
import type { AreaResolver, Resolver } from '../../composition/resolver'
import { T } from '../../composition/tokens'

/**
 * A provider and a typed lookup for one container: the player app's and the operator console's
 * (each its own registry, so neither bundle carries the other's wiring).
 */
export function containerContext<R, C extends Resolver = Resolver>(tokens: Tokens<R>, name: string) {
  const Context = createContext<C | null>(null)

  function Provider({ container, children }: { container: C; children: ReactNode }) {
    return <Context.Provider value={container}>{children}</Context.Provider>
  }

  function useContainer(what: string): C {
    const container = useContext(Context)
    if (container === null) throw new Error(`${what} was asked for outside <${name}>`)
    return container
  }

  /** A port or use case from the container, resolved once per component. */
  function useFromContainer<K extends keyof R>(key: K): R[K] {
    const container = useContainer(String(key))
    const ref = useRef<{ value: R[K] } | null>(null)
    if (ref.current === null) ref.current = { value: container.get<R[K]>(tokens[key]) }
    return ref.current.value
  }

  return { Provider, useContainer, useFromContainer }
}

const player = containerContext<Registry, AreaResolver>(T, 'ContainerProvider')
export const ContainerProvider = player.Provider

/** The player's container itself, for what asks outside a component's render (a read ahead). */
export const usePlayerContainer = (): AreaResolver => player.useContainer('the player container')

/**
 * A port or use case from the player's container. A shared key is there from the start; an area's
 * key comes with its area (`useDependency('Deposit', paymentsArea)`), which the container binds
 * the first time it is asked for. Importing the area is what puts its code in this screen's chunk.
 */
export function useDependency<K extends SharedKey>(key: K): Registry[K]
export function useDependency<Own extends keyof Registry, K extends Own>(key: K, area: Area<Own>): Registry[K]
export function useDependency(key: keyof Registry, area?: Area): unknown {
  const container = player.useContainer(key)
  // Binding is idempotent, so doing it while rendering is safe, even in a render React throws away.
  if (area !== undefined) container.use(area)
  return player.useFromContainer(key)
}
