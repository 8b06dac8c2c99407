import { useAuth } from '../auth/use-auth'
import { heldKey, lookupIn, readAheadOf, type ScreenRead } from '../data/screen-read'
import { usePlayerContainer } from '../di/container-context'
import { useLoad } from './use-load'

/**
 * A screen's read (`useLoad`'s answer): an answer read ahead shows at once while the screen asks
 * again beside it, and the screen's own answer then replaces it.
 */
export function useScreenRead<E, A>(read: ScreenRead<E, A>) {
  const container = usePlayerContainer()
  const { state } = useAuth()
  const store = readAheadOf(container)
  const key = heldKey(state.userId, read)
  return useLoad(() => store.ask(key, () => read.ask(lookupIn(container))), [store, key], { known: () => store.peek<A>(key) })
}
