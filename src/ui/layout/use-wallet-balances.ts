import { useMemo } from 'react'
import { Subject } from 'rxjs'
import type { Balances } from '../../core/wallet/balances'
import { useDependency } from '../di/container-context'
import { useGameRounds } from '../features/games/game-rounds'
import { useObservable } from '../hooks/use-observable'
import { pageVisible$ } from './page-visibility'

/** The player's balances, reloaded every 15 s while the tab is visible and after each game round; null until the first load. */
export function useWalletBalances(): Balances | null {
  const watchBalances = useDependency('WatchBalances')
  const roundEnded = useMemo(() => new Subject<void>(), [])
  useGameRounds(() => roundEnded.next())
  const balances$ = useMemo(() => watchBalances({ visible$: pageVisible$(), refresh$: roundEnded }), [watchBalances, roundEnded])
  return useObservable<Balances | null>(balances$, null)
}
