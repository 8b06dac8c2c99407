import { useNavigate } from '../../../routing/navigate'
import { invoicePath } from '../../../../core/navigation/paths'
import { assertNever } from '../../../../core/shared/assert-never'
import { firstMessage } from '../../../../core/shared/form-errors'
import type { Notifier } from '../../../../core/shared/notifier.port'
import { refusalMessage, type DepositError, type DepositInput, type Deposited } from '../../../../core/payments/deposit.use-case'
import { useDependency } from '../../../di/container-context'
import type { FormValues } from '../../../forms/form-state'
import { useForm } from '../../../forms/use-form'
import { invalidFieldOf } from '../form/invalid-field'
import { paymentsArea } from '../../../../composition/areas/payments.area'

/**
 * The form's first problem and the server's refusal of the amount are alerted; other failures are
 * only logged (docs/product/messages.md#wallet).
 */
const announceRefusal = (notifier: Notifier, error: DepositError): void => {
  switch (error._tag) {
    case 'InvalidForm':
      return notifier.alert(firstMessage(error))
    case 'DepositFailed': {
      const message = refusalMessage(error)
      if (message !== null) notifier.alert(message)
      return
    }
    default:
      return assertNever(error)
  }
}

/** A deposit tab's form: a lightning invoice opens its page; the crypto checkout is already in its tab. */
export function useDepositForm<V extends FormValues>(initial: V, inputOf: (values: V) => DepositInput) {
  const deposit = useDependency('Deposit', paymentsArea)
  const notifier = useDependency('Notifier')
  const navigate = useNavigate()
  const opened = (done: Deposited): void => {
    switch (done._tag) {
      case 'InvoiceReady':
        return navigate(invoicePath(done.invoiceId))
      case 'CheckoutTabOpened':
        return
      default:
        return assertNever(done)
    }
  }
  return useForm({
    initial,
    run: (values) => deposit(inputOf(values)),
    fieldErrors: (error: DepositError) => invalidFieldOf(error),
    refused: (error) => announceRefusal(notifier, error),
    done: opened,
  })
}
