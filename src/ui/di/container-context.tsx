import { createContext, useContext, useRef, type ReactNode } from 'react'
import type { Registry } from '../../composition/registry'
import type { Resolver } from '../../composition/resolver'
import { T } from '../../composition/tokens'

const ContainerContext = createContext<Resolver | null>(null)

export function ContainerProvider({ container, children }: { container: Resolver; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
}

/** A port or use case from the container, resolved once per component. */
export function useDependency<K extends keyof Registry>(key: K): Registry[K] {
  const container = useContext(ContainerContext)
  if (container === null) throw new Error('useDependency called outside <ContainerProvider>')
  const ref = useRef<{ value: Registry[K] } | null>(null)
  if (ref.current === null) ref.current = { value: container.get<Registry[K]>(T[key]) }
  return ref.current.value
}
