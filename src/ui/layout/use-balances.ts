import type { LiveBalances } from '../../core/balances/balance-stream.port'
import { useDependency } from '../di/container-context'
import { useObservable } from '../hooks/use-observable'
import { balancesArea } from '../../composition/areas/balances.area'

/** The player's balances as they move (the server's balance stream); null until the first arrives. */
export function useBalances(): LiveBalances | null {
  return useObservable<LiveBalances | null>(useDependency('LiveBalances', balancesArea), null)
}
