import { useMemo } from 'react'
import { NEVER } from 'rxjs'
import type { Balances } from '../../../../core/wallet/balances'
import { useDependency } from '../../../di/container-context'
import { useObservable } from '../../../hooks/use-observable'
import { pageVisible$ } from '../../../layout/page-visibility'

/** The player's balances for the Withdraw section, null until loaded; a withdrawal reloads them (WalletChanges). */
export function useWithdrawBalances(): Balances | null {
  const watchBalances = useDependency('WatchBalances')
  const balances$ = useMemo(() => watchBalances({ visible$: pageVisible$(), refresh$: NEVER }), [watchBalances])
  return useObservable<Balances | null>(balances$, null)
}
