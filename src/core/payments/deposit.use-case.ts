import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { AuthStore } from '../auth/auth-store'
import { assertNever } from '../shared/assert-never'
import type { Clock } from '../shared/clock.port'
import type { InvalidForm } from '../shared/form-errors'
import type { GatewayError } from '../shared/gateway-error'
import type { Logger } from '../shared/logger.port'
import type { RandomSource } from '../shared/random.port'
import type { TabOpener } from '../shared/tab-opener.port'
import { toAmountText } from './amount.rules'
import { parseWalletAddressDeposit, parseWalletConnectDeposit, type DepositField } from './deposit.rules'
import { makeOrderId } from './order-id'
import type { PaymentsGateway } from './payments-gateway.port'

/**
 * The two working tabs of the Deposit section (docs/product/screens-and-routes.md#wallet).
 * `dateOfBirth` is there only when the form asks for it: the profile has none (a first deposit).
 */
export type DepositInput =
  | {
      readonly tab: 'WalletAddress'
      readonly paymentMethod: string | null | undefined
      readonly amount: string | number | null | undefined
      readonly dateOfBirth?: string
    }
  | { readonly tab: 'WalletConnect'; readonly amount: string | number | null | undefined; readonly dateOfBirth?: string }

/** InvoiceReady: open its page. CheckoutTabOpened: the crypto gateway's page is in the reserved tab. */
export type Deposited =
  { readonly _tag: 'InvoiceReady'; readonly invoiceId: string } | { readonly _tag: 'CheckoutTabOpened'; readonly invoiceUrl: string }

/** InvalidForm: alert its first message. DepositFailed: already logged; see `refusalMessage`. */
export type DepositError =
  | InvalidForm<DepositField>
  | { readonly _tag: 'DepositFailed'; readonly step: 'payment' | 'invoice' | 'checkout'; readonly error: GatewayError }

interface DepositDeps {
  readonly payments: PaymentsGateway
  readonly authStore: AuthStore
  readonly logger: Logger
  readonly tabs: TabOpener
  readonly clock: Clock
  readonly random: RandomSource
}

const failed = (step: 'payment' | 'invoice' | 'checkout', error: GatewayError) => E.left({ _tag: 'DepositFailed', step, error } as const)

/**
 * The alert for a failed deposit, or null when it is only logged
 * (docs/product/messages.md#only-logged). The server checks
 * deposits with the browser's own rules, so its 422 message is one the player should see.
 */
export const refusalMessage = (failure: Extract<DepositError, { _tag: 'DepositFailed' }>): string | null =>
  failure.error._tag === 'Unexpected' && failure.error.status === 422 && failure.error.message !== undefined ? failure.error.message : null

/** Wallet Address: a lightning payment, recorded as Pending, then its invoice. */
const viaWalletAddress =
  (deps: DepositDeps, input: Extract<DepositInput, { tab: 'WalletAddress' }>): TE.TaskEither<DepositError, Deposited> =>
  async () => {
    const form = parseWalletAddressDeposit(input, deps.clock.now())
    if (E.isLeft(form)) return form
    const { amount, paymentMethod, dob } = form.right
    const started = await deps.payments.startLightningDeposit({
      amount: toAmountText(amount),
      paymentMethod,
      userId: deps.authStore.current().userId,
      ...(dob === undefined ? {} : { dob }),
    })()
    if (E.isLeft(started)) {
      const failure = started.left
      switch (failure._tag) {
        case 'PaymentNotCreated':
          deps.logger.error('Error creating payment', failure.error)
          return failed('payment', failure.error)
        case 'InvoiceNotIssued':
          deps.logger.error('QR Code generation failed', failure.error)
          return failed('invoice', failure.error)
        default:
          return assertNever(failure)
      }
    }
    const { invoiceId, unrecorded } = started.right
    // The record is informational (the server credits from the provider), so a failure does not stop the deposit.
    if (unrecorded !== null) deps.logger.error('Error storing transaction', unrecorded)
    return E.right({ _tag: 'InvoiceReady', invoiceId })
  }

/** Wallet Connect: a crypto invoice, shown in a new tab. The server, not the browser, checks
 * the amount (docs/product/rules.md#deposit). */
const viaWalletConnect =
  (deps: DepositDeps, input: Extract<DepositInput, { tab: 'WalletConnect' }>): TE.TaskEither<DepositError, Deposited> =>
  async () => {
    const form = parseWalletConnectDeposit(input, deps.clock.now()) // Left only for the date of birth
    if (E.isLeft(form)) return form
    const tab = deps.tabs.reserve() // before any await: still inside the player's click
    const { amount, dob } = form.right
    const orderId = makeOrderId(deps.clock.now().getTime(), deps.random)
    const checkout = await deps.payments.createCryptoInvoice({
      amount: toAmountText(amount),
      orderId,
      ...(dob === undefined ? {} : { dob }),
    })()
    if (E.isLeft(checkout)) {
      tab.close()
      deps.logger.error('Error creating crypto invoice', checkout.left)
      return failed('checkout', checkout.left)
    }
    tab.show(checkout.right)
    return E.right({ _tag: 'CheckoutTabOpened', invoiceUrl: checkout.right })
  }

/** Starts a deposit from the Wallet Address or Wallet Connect tab. */
export const makeDeposit =
  (deps: DepositDeps) =>
  (input: DepositInput): TE.TaskEither<DepositError, Deposited> =>
    input.tab === 'WalletAddress' ? viaWalletAddress(deps, input) : viaWalletConnect(deps, input)

export type Deposit = ReturnType<typeof makeDeposit>
