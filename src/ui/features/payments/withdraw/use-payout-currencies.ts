import * as TE from 'fp-ts/TaskEither'
import { useState } from 'react'
import type { PaymentCurrency } from '../../../../core/payments/payments'
import { useDependency } from '../../../di/container-context'
import { useLoad, type Load } from '../../../hooks/use-load'
import { paymentsArea } from '../../../../composition/areas/payments.area'

const NONE: readonly PaymentCurrency[] = []

/**
 * The crypto gateway's currencies, loaded once, the first time they are `wanted` (the crypto
 * gateway is chosen). Never Failed: a failure is only logged by the use case and lists none.
 */
export function usePayoutCurrencies(wanted: boolean): Load<never, readonly PaymentCurrency[]> {
  const loadCurrencies = useDependency('LoadCurrencies', paymentsArea)
  const [asked, setAsked] = useState(wanted)
  if (wanted && !asked) setAsked(true)
  return useLoad(() => (asked ? loadCurrencies() : TE.right(NONE)), [asked, loadCurrencies])
}
