import { useEffect, useRef, useState } from 'react'
import type { PaymentCurrency } from '../../../../core/wallet/payments'
import { useDependency } from '../../../di/container-context'

export type PayoutCurrencies =
  { readonly status: 'idle' | 'loading' } | { readonly status: 'ready'; readonly currencies: readonly PaymentCurrency[] }

/**
 * The crypto gateway's currencies, loaded once, the first time they are `wanted` (the crypto
 * gateway is chosen). A failure is only logged by the use case and lists none.
 */
export function usePayoutCurrencies(wanted: boolean): PayoutCurrencies {
  const loadCurrencies = useDependency('LoadCurrencies')
  const [state, setState] = useState<PayoutCurrencies>({ status: 'idle' })
  const requested = useRef(false)
  useEffect(() => {
    if (!wanted || requested.current) return
    requested.current = true
    setState({ status: 'loading' })
    void loadCurrencies()().then((listed) => setState({ status: 'ready', currencies: listed._tag === 'Right' ? listed.right : [] }))
  }, [wanted, loadCurrencies])
  return state
}
