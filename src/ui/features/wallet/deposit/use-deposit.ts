import { useDependency } from '../../../di/container-context'
import { useSubmission } from '../form/use-submission'

/** The Deposit use case for the section's forms; it alerts, logs and navigates itself. */
export function useDeposit() {
  return useSubmission(useDependency('Deposit'))
}

export type DepositSubmission = ReturnType<typeof useDeposit>
