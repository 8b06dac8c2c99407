import { assertNever } from '../../../../core/shared/assert-never'
import type { DepositError } from '../../../../core/payments/deposit.use-case'
import type { DepositField } from '../../../../core/payments/deposit.rules'
import type { WithdrawError, WithdrawFormField } from '../../../../core/payments/request-withdrawal.use-case'
import { noErrors, ruleErrors, type FieldErrors } from '../../../forms/field-errors'

/**
 * The wallet forms name one problem per submit, as their alert does: the first failing field, in
 * the form's order, with the alert's message. Any other refusal puts nothing under the fields.
 */
export const invalidFieldOf = (error: DepositError | WithdrawError): FieldErrors<DepositField | WithdrawFormField> => {
  switch (error._tag) {
    case 'InvalidForm': {
      const [first] = Object.entries(error.errors) as Array<[DepositField | WithdrawFormField, string | undefined]>
      return first === undefined || first[1] === undefined ? noErrors() : ruleErrors({ [first[0]]: first[1] })
    }
    case 'DepositFailed':
    case 'WithdrawFailed':
    case 'PayoutRejected':
    case 'ForfeitDeclined':
      return noErrors()
    default:
      return assertNever(error)
  }
}
