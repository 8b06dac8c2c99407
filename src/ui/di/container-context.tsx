import { createContext, useContext, useRef, type ReactNode } from 'react'
import type { Tokens } from '../../composition/binder'
import type { Registry } from '../../composition/registry'
import type { Resolver } from '../../composition/resolver'
import { T } from '../../composition/tokens'

/**
 * A provider and a typed lookup for one container: the player app's and the operator console's
 * (each its own registry, so neither bundle carries the other's wiring).
 */
export function containerContext<R>(tokens: Tokens<R>, name: string) {
  const Context = createContext<Resolver | null>(null)

  function Provider({ container, children }: { container: Resolver; children: ReactNode }) {
    return <Context.Provider value={container}>{children}</Context.Provider>
  }

  /** A port or use case from the container, resolved once per component. */
  function useFromContainer<K extends keyof R>(key: K): R[K] {
    const container = useContext(Context)
    if (container === null) throw new Error(`${String(key)} was asked for outside <${name}>`)
    const ref = useRef<{ value: R[K] } | null>(null)
    if (ref.current === null) ref.current = { value: container.get<R[K]>(tokens[key]) }
    return ref.current.value
  }

  return { Provider, useFromContainer }
}

const player = containerContext<Registry>(T, 'ContainerProvider')
export const ContainerProvider = player.Provider
export const useDependency = player.useFromContainer
