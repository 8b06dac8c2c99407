import * as E from 'fp-ts/Either'
import type * as TE from 'fp-ts/TaskEither'
import type { Logger } from '../shared/logger.port'
import type { PaymentCurrency } from './payments'
import type { PaymentsGateway } from './payments-gateway.port'

/**
 * The crypto gateway's payout currencies for the Withdraw select; a failure is only logged
 * (docs/product/messages.md#only-logged).
 */
export const makeLoadCurrencies =
  (deps: { payments: PaymentsGateway; logger: Logger }) => (): TE.TaskEither<never, readonly PaymentCurrency[]> => async () => {
    const listed = await deps.payments.currencies()()
    if (E.isLeft(listed)) deps.logger.error('Error fetching currencies', listed.left)
    return E.right(E.isRight(listed) ? listed.right : [])
  }

export type LoadCurrencies = ReturnType<typeof makeLoadCurrencies>
