import { useNavigate } from '../../../routing/navigate'
import { PATHS } from '../../../../core/navigation/paths'
import { assertNever } from '../../../../core/shared/assert-never'
import { firstMessage } from '../../../../core/shared/form-errors'
import type { Notifier } from '../../../../core/shared/notifier.port'
import { takesPayoutCurrency } from '../../../../core/payments/payment-methods'
import { WITHDRAW_MESSAGES, withdrawFailedMessage, type WithdrawError } from '../../../../core/payments/request-withdrawal.use-case'
import { useDependency } from '../../../di/container-context'
import { useForm } from '../../../forms/use-form'
import { invalidFieldOf } from '../form/invalid-field'
import { paymentsArea } from '../../../../composition/areas/payments.area'

const INITIAL = { paymentMethod: '', currency: '', amount: '', address: '', code: '' }

/** The form's first problem is alerted, every other outcome toasted (docs/product/messages.md#wallet). */
const announceRefusal = (notifier: Notifier, error: WithdrawError): void => {
  switch (error._tag) {
    case 'InvalidForm':
      return notifier.alert(firstMessage(error))
    case 'WithdrawFailed':
      return notifier.error(withdrawFailedMessage(error.error))
    case 'PayoutRejected':
      return notifier.error(error.error)
    case 'ForfeitDeclined':
      return notifier.info('Nothing was withdrawn: your bonus stays.')
    default:
      return assertNever(error)
  }
}

/**
 * The Withdraw form. The currency is sent for the crypto gateway only, the code only while
 * two-factor sign-in is on (`askCode`). A refused request keeps every field as typed; a submitted
 * one clears the amount, address and code and goes to /wallet.
 */
export function useWithdrawForm(askCode: boolean) {
  const withdraw = useDependency('RequestWithdrawal', paymentsArea)
  const notifier = useDependency('Notifier')
  const navigate = useNavigate()
  return useForm({
    initial: INITIAL,
    run: ({ currency, code, ...values }) =>
      withdraw({ ...values, ...(takesPayoutCurrency(values.paymentMethod) ? { currency } : {}), ...(askCode ? { code } : {}) }),
    fieldErrors: (error: WithdrawError) => invalidFieldOf(error),
    accepted: () => (values) => ({ ...values, amount: '', address: '', code: '' }),
    refused: (error) => announceRefusal(notifier, error),
    done: () => {
      notifier.success(WITHDRAW_MESSAGES.submitted)
      navigate(PATHS.wallet)
    },
  })
}
