import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import { PATHS } from '../navigation/paths'
import { firstMessage, type InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { Navigation } from '../shared/navigation.port'
import type { Notifier } from '../shared/notifier.port'
import { toAmountText } from './amount.rules'
import { PAYMENT_CURRENCY, PAYMENT_METHODS } from './payment-methods'
import type { PaymentsGateway } from './payments-gateway.port'
import { parseWithdrawal, type WithdrawalField } from './withdrawal.rules'
import type { WalletChanges } from './wallet-changes'

export const WITHDRAW_MESSAGES = {
  submitted: 'Your withdraw request has been submitted',
  failedPrefix: 'Payment request failed, ',
} as const

/** The Withdraw section's fields; `currency` is the crypto gateway's payout currency. */
export interface WithdrawInput {
  readonly paymentMethod: string | null | undefined
  readonly amount: string | number | null | undefined
  readonly address: string
  readonly currency?: string
}

/** Every kind is already shown to the player (alert or toast). */
export type WithdrawError =
  | InvalidForm<WithdrawalField>
  | { readonly _tag: 'PayoutRejected'; readonly status: string; readonly error: string }
  | { readonly _tag: 'WithdrawFailed'; readonly error: GatewayError }

const STOPPING_STATUSES = new Set(['REJECTED', 'FAILED'])

const clientMessage = (error: GatewayError): string =>
  error._tag === 'Offline'
    ? 'the server could not be reached.'
    : error._tag === 'BadPayload'
      ? 'the answer could not be read.'
      : `status ${error.status}.`

/**
 * Asks for a withdrawal: method, then amount (an alert names the first problem, nothing is sent).
 * For the crypto gateway the SERVER authenticates and creates the payout; a REJECTED or FAILED
 * payout shows its error and stops. Otherwise the request is confirmed and the player goes to /wallet.
 */
export const makeWithdraw =
  (deps: { payments: PaymentsGateway; notifier: Notifier; navigation: Navigation; changes: Pick<WalletChanges, 'announce'> }) =>
  (input: WithdrawInput): TE.TaskEither<WithdrawError, void> =>
  async () => {
    const form = parseWithdrawal(input)
    if (E.isLeft(form)) {
      deps.notifier.alert(firstMessage(form.left))
      return form
    }
    const toCryptoGateway = form.right.paymentMethod === PAYMENT_METHODS.crypto && input.currency !== undefined && input.currency !== ''
    const answer = await deps.payments.withdraw({
      currency: PAYMENT_CURRENCY,
      amount: toAmountText(form.right.amount),
      paymentMethod: form.right.paymentMethod,
      address: input.address.trim(),
      ...(toCryptoGateway ? { payoutCurrency: input.currency } : {}),
    })()
    if (E.isLeft(answer)) {
      const server = answer.left._tag === 'Unexpected' ? answer.left.message : undefined
      deps.notifier.error(`${WITHDRAW_MESSAGES.failedPrefix}${server ?? clientMessage(answer.left)}`)
      return E.left({ _tag: 'WithdrawFailed', error: answer.left })
    }
    const status = (answer.right.status ?? '').toUpperCase()
    if (STOPPING_STATUSES.has(status)) {
      const error = answer.right.error ?? `the payout was ${status.toLowerCase()}.`
      deps.notifier.error(error)
      return E.left({ _tag: 'PayoutRejected', status, error })
    }
    deps.changes.announce()
    deps.notifier.success(WITHDRAW_MESSAGES.submitted)
    deps.navigation.go(PATHS.wallet)
    return E.right(undefined)
  }

export type Withdraw = ReturnType<typeof makeWithdraw>
