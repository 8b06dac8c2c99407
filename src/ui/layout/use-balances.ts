import type { Balances } from '../../core/balances/balances'
import { useDependency } from '../di/container-context'
import { useObservable } from '../hooks/use-observable'

/** The player's balances as they move (the server's balance stream); null until the first arrives. */
export function useBalances(): Balances | null {
  return useObservable<Balances | null>(useDependency('LiveBalances'), null)
}
