import { useCallback, useMemo } from 'react'
import { Subject } from 'rxjs'
import type { Balances } from '../../../../core/wallet/balances'
import { useDependency } from '../../../di/container-context'
import { useObservable } from '../../../hooks/use-observable'
import { pageVisible$ } from '../../../layout/page-visibility'

/** The player's balances for the Withdraw section (null until loaded), and a reload after a withdrawal. */
export function useWithdrawBalances() {
  const watchBalances = useDependency('WatchBalances')
  const refresh$ = useMemo(() => new Subject<void>(), [])
  const balances$ = useMemo(() => watchBalances({ visible$: pageVisible$(), refresh$ }), [watchBalances, refresh$])
  const balances = useObservable<Balances | null>(balances$, null)
  const refresh = useCallback(() => refresh$.next(), [refresh$])
  return { balances, refresh }
}
