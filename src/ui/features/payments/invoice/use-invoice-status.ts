import { useCallback, useEffect, useMemo, useState } from 'react'
import { useNavigate } from '../../../routing/navigate'
import { PATHS } from '../../../../core/navigation/paths'
import { isCompleted } from '../../../../core/payments/poll-invoice-status'
import { useDependency } from '../../../di/container-context'
import { useObservable } from '../../../hooks/use-observable'
import { paymentsArea } from '../../../../composition/areas/payments.area'

/**
 * The payment status as the server reports it, polled every 5 s by WatchInvoice; once it is
 * 'completed' (and settled) the player goes to /dashboard. Leaving the page unsubscribes, which
 * stops the polling. `checkNow` starts a fresh watch, whose first check runs at once (after a
 * sandbox payment).
 */
export function useInvoiceStatus(invoiceId: string) {
  const watchInvoice = useDependency('WatchInvoice', paymentsArea)
  const navigate = useNavigate()
  const [round, setRound] = useState(0)
  // `round` is in the list on purpose: a new round is a new subscription, so a check at once.
  const status$ = useMemo(() => watchInvoice(invoiceId), [watchInvoice, invoiceId, round])
  const status = useObservable<string | null>(status$, null)
  const completed = status !== null && isCompleted(status)
  useEffect(() => {
    if (completed) navigate(PATHS.dashboard)
  }, [completed, navigate])
  const checkNow = useCallback(() => setRound((r) => r + 1), [])
  return { status, checkNow }
}
