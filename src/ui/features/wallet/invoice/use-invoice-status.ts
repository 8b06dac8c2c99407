import { useCallback, useMemo, useState } from 'react'
import { useDependency } from '../../../di/container-context'
import { useObservable } from '../../../hooks/use-observable'

/**
 * The payment status as the server reports it, polled every 5 s by WatchInvoice, which goes to
 * /dashboard on 'completed'. Leaving the page unsubscribes, which stops the polling. `checkNow`
 * starts a fresh watch, whose first check runs at once (after a sandbox payment).
 */
export function useInvoiceStatus(invoiceId: string) {
  const watchInvoice = useDependency('WatchInvoice')
  const [round, setRound] = useState(0)
  // `round` is in the list on purpose: a new round is a new subscription, so a check at once.
  const status$ = useMemo(() => watchInvoice(invoiceId), [watchInvoice, invoiceId, round])
  const status = useObservable<string | null>(status$, null)
  const checkNow = useCallback(() => setRound((r) => r + 1), [])
  return { status, checkNow }
}
