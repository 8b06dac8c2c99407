import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { Clock } from '../shared/clock.port'
import { toAmountText } from './amount.rules'
import { PAYMENT_CURRENCY, PAYMENT_METHODS } from './payment-methods'
import type { PaymentsGateway } from './payments-gateway.port'
import { parseWithdrawal, type WithdrawalField } from './withdrawal.rules'
import type { BalanceChanges } from '../balances/balance-changes'
import { parseSecondFactor } from '../auth/two-factor.rules'

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
  /** The authenticator's code, asked while two-factor sign-in is on (left out otherwise). */
  readonly code?: string
}

/** InvalidForm: nothing was sent. WithdrawFailed: the server did not take it. PayoutRejected: the payout stopped; `error` says why. */
/** The form's checks in its order: method, amount, then where the payout goes. */
export type WithdrawFormField = WithdrawalField | 'address' | 'code'

export type WithdrawError =
  | InvalidForm<WithdrawFormField>
  | { readonly _tag: 'PayoutRejected'; readonly status: string; readonly error: string }
  | { readonly _tag: 'WithdrawFailed'; readonly error: GatewayError }
  /** Bonus grants were active and the player did not confirm forfeiting them: nothing moved. */
  | { readonly _tag: 'ForfeitDeclined' }

/**
 * The server's 409 when a withdrawal would forfeit active bonus grants: its message says how much,
 * and `errors.confirm_forfeit_cents` the exact cents to confirm. Null for any other answer.
 */
export const forfeitAsked = (error: GatewayError): { readonly message: string; readonly cents: number } | null => {
  if (error._tag !== 'Unexpected' || error.status !== 409) return null
  const cents = Number(error.errors?.confirm_forfeit_cents?.[0])
  return Number.isSafeInteger(cents) && cents > 0 && error.message !== undefined ? { message: error.message, cents } : null
}

const STOPPING_STATUSES = new Set(['REJECTED', 'FAILED'])

const clientMessage = (error: GatewayError): string =>
  error._tag === 'Offline'
    ? 'the server could not be reached.'
    : error._tag === 'BadPayload'
      ? 'the answer could not be read.'
      : `status ${error.status}.`

/** The toast for a request the server did not take: its own message when it gave one (docs/product/messages.md#wallet). */
export const withdrawFailedMessage = (error: GatewayError): string =>
  `${WITHDRAW_MESSAGES.failedPrefix}${(error._tag === 'Unexpected' ? error.message : undefined) ?? clientMessage(error)}`

/**
 * Where the payout goes, checked by the server's own rule (withdrawal-destination.rules.ts):
 * the checked address, or the message that says what to paste instead. The composition loads the
 * rule with the wallet's code, so its invoice decoder stays out of the first load.
 */
export type CheckDestination = (method: string, currency: string, raw: string, nowMs: number) => Promise<E.Either<string, string>>

/**
 * Asks for a withdrawal: method, then amount, then the destination's shape, then the code while
 * two-factor sign-in is on (the first problem is reported, nothing is sent).
 * For the crypto gateway the SERVER authenticates and creates the payout; a REJECTED or FAILED
 * payout stops there. Otherwise the money moved, which is announced to whatever shows balances.
 */
export const makeRequestWithdrawal =
  (deps: {
    payments: PaymentsGateway
    changes: Pick<BalanceChanges, 'announce'>
    clock: Clock
    checkDestination: CheckDestination
    /** Asks the player to confirm (the forfeit of active bonus grants); true when they do. */
    confirm: (message: string) => Promise<boolean>
  }) =>
  (input: WithdrawInput): TE.TaskEither<WithdrawError, void> =>
  async () => {
    const form = parseWithdrawal(input)
    if (E.isLeft(form)) return form
    const destination = await deps.checkDestination(
      form.right.paymentMethod,
      input.currency ?? '',
      input.address,
      deps.clock.now().getTime(),
    )
    if (E.isLeft(destination)) return E.left({ _tag: 'InvalidForm', errors: { address: destination.left } })
    const code = input.code === undefined ? null : parseSecondFactor(input.code)
    if (code !== null && E.isLeft(code)) return E.left({ _tag: 'InvalidForm', errors: { code: code.left } })
    const toCryptoGateway = form.right.paymentMethod === PAYMENT_METHODS.crypto && input.currency !== undefined && input.currency !== ''
    const request = {
      currency: PAYMENT_CURRENCY,
      amount: toAmountText(form.right.amount),
      paymentMethod: form.right.paymentMethod,
      address: input.address.trim(),
      ...(toCryptoGateway ? { payoutCurrency: input.currency } : {}),
      // The same code goes again with a confirmed forfeit: the server asks the forfeit before it takes the code.
      ...(input.code === undefined ? {} : { code: input.code.trim() }),
    }
    let answer = await deps.payments.requestWithdrawal(request)()
    // Active bonus grants: the server said what withdrawing forfeits; sent again only once the player confirms exactly that.
    const asked = E.isLeft(answer) ? forfeitAsked(answer.left) : null
    if (asked !== null) {
      if (!(await deps.confirm(asked.message))) return E.left({ _tag: 'ForfeitDeclined' })
      answer = await deps.payments.requestWithdrawal({ ...request, confirmForfeitCents: asked.cents })()
    }
    if (E.isLeft(answer)) return E.left({ _tag: 'WithdrawFailed', error: answer.left })
    const status = (answer.right.status ?? '').toUpperCase()
    if (STOPPING_STATUSES.has(status)) {
      const error = answer.right.error ?? `the payout was ${status.toLowerCase()}.`
      return E.left({ _tag: 'PayoutRejected', status, error })
    }
    deps.changes.announce()
    return E.right(undefined)
  }

export type RequestWithdrawal = ReturnType<typeof makeRequestWithdrawal>
