import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { GatewayError } from '../shared/gateway-error'
import type { Logger } from '../shared/logger.port'
import type { PaymentsGateway } from './payments-gateway.port'

export const SANDBOX_MESSAGES = {
  paid: 'Sandbox payment sent. Waiting for confirmation…',
  failedPrefix: 'Sandbox payment failed: ',
  fallback: 'please try again.',
} as const

/** Already logged. */
export interface SandboxPaymentFailed {
  readonly _tag: 'SandboxPaymentFailed'
  readonly error: GatewayError
}

// Only the API's own message is shown: it is written for players; anything else stays in the log.
const reason = (error: GatewayError): string =>
  error._tag === 'Unexpected' && error.message !== undefined && error.message !== '' ? error.message : SANDBOX_MESSAGES.fallback

/** The toast for a sandbox payment the server did not make. */
export const sandboxPaymentFailedMessage = (failure: SandboxPaymentFailed): string =>
  `${SANDBOX_MESSAGES.failedPrefix}${reason(failure.error)}`

/**
 * Settles an invoice through the server's sandbox lightning provider (sandbox mode only,
 * DESIGN.md). It only asks the server to pay: whether the deposit completed is still read by
 * WatchInvoice from the server, never decided here.
 */
export const makePaySandboxInvoice =
  (deps: { payments: Pick<PaymentsGateway, 'paySandboxInvoice'>; logger: Logger }) =>
  (invoiceId: string): TE.TaskEither<SandboxPaymentFailed, void> =>
  async () => {
    const paid = await deps.payments.paySandboxInvoice(invoiceId)()
    if (E.isRight(paid)) return paid
    deps.logger.error('Error paying the sandbox invoice', paid.left)
    return E.left({ _tag: 'SandboxPaymentFailed', error: paid.left })
  }

export type PaySandboxInvoice = ReturnType<typeof makePaySandboxInvoice>
